import type { DependsOn, LocalizedText, NumericBounds, Option, Question, QuestionOptions } from "../types";

// Small helpers that keep the content files readable. They produce plain data only:
// the finished definitions hold no functions and survive JSON round trips.

export type DraftQuestion = Omit<Question, "index" | "step">;

export const t = (ru: string, en: string): LocalizedText => ({ ru, en });

/** value, Russian label, English label, optional computed number. */
export type OptionRow = readonly [value: string, ru: string, en: string, computed?: number];

/** Options numbered for the model: neuronAnswer is the 1-based position. */
export function choices(rows: readonly OptionRow[]): Option[] {
  return rows.map(([value, ru, en, computed], i) => ({
    value,
    label: t(ru, en),
    neuronAnswer: i + 1,
    ...(computed !== undefined ? { computed } : {}),
  }));
}

/** A dropdown node; children make it a branch. */
export function node(value: string, ru: string, en: string, children?: readonly Option[]): Option {
  return { value, label: t(ru, en), neuronAnswer: value, ...(children ? { children } : {}) };
}

export interface Extra {
  readonly hint?: LocalizedText;
  readonly partnerLabel?: LocalizedText;
  readonly dependsOn?: DependsOn;
}

function base(neuronName: string, type: Question["type"], label: LocalizedText, scope: readonly Option[], extra: Extra, groupId?: number): DraftQuestion {
  const options: QuestionOptions = {
    ...(groupId !== undefined ? { groupId } : {}),
    ...(extra.dependsOn ? { dependsOn: extra.dependsOn } : {}),
  };
  return {
    neuronName,
    type,
    label,
    ...(extra.partnerLabel ? { partnerLabel: extra.partnerLabel } : {}),
    ...(extra.hint ? { hint: extra.hint } : {}),
    scope,
    options,
  };
}

export function select(name: string, label: LocalizedText, scope: readonly Option[], extra: Extra = {}): DraftQuestion {
  return base(name, "select", label, scope, extra);
}

export function multiselect(name: string, label: LocalizedText, scope: readonly Option[], extra: Extra = {}): DraftQuestion {
  return base(name, "multiselect", label, scope, extra);
}

export function dropdown(name: string, label: LocalizedText, scope: readonly Option[], extra: Extra = {}): DraftQuestion {
  return base(name, "dropdown", label, scope, extra);
}

/** Yes (neuronAnswer 1) or no (0). */
export function yesNo(name: string, label: LocalizedText, extra: Extra = {}): DraftQuestion {
  const scope: Option[] = [
    { value: "yes", label: t("Да", "Yes"), neuronAnswer: 1, computed: 1 },
    { value: "no", label: t("Нет", "No"), neuronAnswer: 0, computed: 0 },
  ];
  return base(name, "select", label, scope, extra);
}

export function slider(name: string, label: LocalizedText, bounds: NumericBounds, extra: Extra = {}): DraftQuestion {
  return { ...base(name, "slider", label, [], extra), slider: bounds };
}

export interface RangeEnd {
  readonly name: string;
  readonly label: LocalizedText;
  readonly hint?: LocalizedText;
}

/** The two questions of a range: same group id, answer types min and max. */
export function rangePair(groupId: number, min: RangeEnd, max: RangeEnd, bounds: NumericBounds, extra: Extra = {}): DraftQuestion[] {
  return [min, max].map((end, i) => ({
    ...base(end.name, "range", end.label, [], { ...extra, ...(end.hint ? { hint: end.hint } : {}) }, groupId),
    slider: bounds,
    answer: { type: i === 0 ? ("min" as const) : ("max" as const) },
  }));
}

/** A read-only sum of other answers, shown with `render` ("{value}" is the number). */
export function formula(name: string, label: LocalizedText, terms: readonly string[], render: LocalizedText, extra: Extra = {}): DraftQuestion {
  return { ...base(name, "formula", label, [], extra), answer: { formula: { operation: "sum", questions: terms }, formulaRender: render } };
}

/** Visible when the question's answer equals any of the values. */
export function whenAny(question: string, ...values: string[]): DependsOn {
  return { operator: "or", conditions: values.map((value) => ({ question, condition: `= ${value}` })) };
}

/** Visible when the question's numeric answer is above the number. */
export function whenAbove(question: string, value: number): DependsOn {
  return { operator: "and", conditions: [{ question, condition: `> ${value}` }] };
}

/** Places drafts on a step. */
export function onStep(step: string, drafts: readonly DraftQuestion[]): Array<Omit<Question, "index">> {
  return drafts.map((draft) => ({ ...draft, step }));
}

/** Numbers questions in the given order (display order). */
export function numbered(questions: ReadonlyArray<Omit<Question, "index">>): Question[] {
  return questions.map((question, index) => ({ ...question, index }));
}
