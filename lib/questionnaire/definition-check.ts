import { MAX_DROPDOWN_DEPTH, toFiniteNumber } from "./answers";
import { inventoryItem } from "./big-five/inventory";
import { parseCondition } from "./condition";
import { PARTNER_MARKER } from "./partner";
import type { LocalizedText, Option, Question, QuestionnaireDefinition } from "./types";

export type DefinitionIssueCode =
  | "duplicate_name"
  | "duplicate_step"
  | "unknown_step"
  | "reserved_suffix"
  | "empty_text"
  | "missing_options"
  | "duplicate_option_value"
  | "dropdown_too_deep"
  | "bad_condition"
  | "unknown_dependency"
  | "dependency_not_before"
  | "unknown_option"
  | "bad_bounds"
  | "range_unpaired"
  | "bad_formula"
  | "bad_big_five_item"
  | "bad_derived"
  | "bad_plausibility";

export interface DefinitionIssue {
  readonly code: DefinitionIssueCode;
  /** neuronName (or step id) concerned. */
  readonly where: string;
  readonly detail?: string;
}

/**
 * Structural checks for a questionnaire definition (the shipped content, or one an
 * administrator uploads). A dependency or formula term must come earlier in display
 * order, which also rules out cycles. Returns no issues for a sound definition.
 */
export function checkDefinition(definition: QuestionnaireDefinition): DefinitionIssue[] {
  const issues: DefinitionIssue[] = [];
  const add = (code: DefinitionIssueCode, where: string, detail?: string) =>
    issues.push(detail === undefined ? { code, where } : { code, where, detail });
  const stepIds = new Set<string>();
  for (const step of definition.steps) {
    if (stepIds.has(step.id)) add("duplicate_step", step.id);
    stepIds.add(step.id);
    checkText(step.title, step.id, "title", add);
  }
  checkText(definition.title, definition.kind, "title", add);
  const byName = new Map<string, Question>();
  for (const question of definition.questions) {
    if (byName.has(question.neuronName)) add("duplicate_name", question.neuronName);
    byName.set(question.neuronName, question);
  }
  for (const question of definition.questions) {
    checkQuestion(question, byName, stepIds, add);
  }
  checkRangePairs(definition.questions, add);
  checkBigFiveItems(definition.questions, add);
  checkPlausibility(definition, byName, add);
  return issues;
}

type Add = (code: DefinitionIssueCode, where: string, detail?: string) => void;

function checkText(text: LocalizedText | undefined, where: string, what: string, add: Add): void {
  if (!text || typeof text.ru !== "string" || typeof text.en !== "string" || !text.ru.trim() || !text.en.trim()) {
    add("empty_text", where, what);
  }
}

function checkQuestion(question: Question, byName: Map<string, Question>, stepIds: Set<string>, add: Add): void {
  const name = question.neuronName;
  if (!stepIds.has(question.step)) add("unknown_step", name, question.step);
  if (!question.isPartner && name.endsWith(PARTNER_MARKER)) add("reserved_suffix", name);
  checkText(question.label, name, "label", add);
  if (question.hint) checkText(question.hint, name, "hint", add);
  if (question.partnerLabel) checkText(question.partnerLabel, name, "partnerLabel", add);
  const needsOptions = question.type === "select" || question.type === "multiselect" || question.type === "dropdown";
  if (needsOptions && question.scope.length === 0) add("missing_options", name);
  checkOptions(question.scope, name, 1, question.type === "dropdown", add);
  if (question.type === "slider" || question.type === "range") {
    const b = question.slider;
    if (!b || !(b.min < b.max) || !(b.step > 0)) add("bad_bounds", name);
  }
  if (question.type === "formula") checkFormula(question, byName, add);
  // A derived answer is a number computed from the birth date, which the definition must collect.
  if (question.derived !== undefined && (question.derived !== "age_from_birth_date" || question.type !== "slider")) add("bad_derived", name, String(question.derived));
  for (const condition of question.options.dependsOn?.conditions ?? []) {
    const parsed = parseCondition(condition.condition);
    const target = byName.get(condition.question);
    if (!parsed) add("bad_condition", name, condition.condition);
    if (!target) {
      add("unknown_dependency", name, condition.question);
      continue;
    }
    if (target.index >= question.index) add("dependency_not_before", name, condition.question);
    if (!parsed) continue;
    if (parsed.sign !== "=" && toFiniteNumber(parsed.value) === undefined) add("bad_condition", name, condition.condition);
    if (parsed.sign === "=" && target.scope.length > 0 && !allValues(target.scope).has(parsed.value)) {
      add("unknown_option", name, condition.condition);
    }
  }
}

function checkOptions(options: readonly Option[], name: string, depth: number, nested: boolean, add: Add): void {
  const seen = new Set<string>();
  for (const option of options) {
    if (seen.has(option.value)) add("duplicate_option_value", name, option.value);
    seen.add(option.value);
    checkText(option.label, name, `option ${option.value}`, add);
    const children = option.children ?? [];
    if (children.length === 0) continue;
    if (!nested || depth >= MAX_DROPDOWN_DEPTH) add("dropdown_too_deep", name, option.value);
    else checkOptions(children, name, depth + 1, nested, add);
  }
}

function allValues(options: readonly Option[]): Set<string> {
  const values = new Set<string>();
  const walk = (list: readonly Option[]) => {
    for (const option of list) {
      values.add(option.value);
      walk(option.children ?? []);
    }
  };
  walk(options);
  return values;
}

function checkFormula(question: Question, byName: Map<string, Question>, add: Add): void {
  const terms = question.answer?.formula?.questions ?? [];
  if (terms.length === 0) add("bad_formula", question.neuronName, "no terms");
  if (question.answer?.formulaRender) checkText(question.answer.formulaRender, question.neuronName, "formulaRender", add);
  for (const term of terms) {
    const target = byName.get(term);
    if (!target) add("bad_formula", question.neuronName, `unknown ${term}`);
    else if (target.index >= question.index) add("bad_formula", question.neuronName, `${term} not before`);
  }
}

function checkRangePairs(questions: readonly Question[], add: Add): void {
  const ranges = questions.filter((q) => q.type === "range");
  for (const question of ranges) {
    const groupId = question.options.groupId;
    const end = question.answer?.type;
    const partnerEnd = end === "min" ? "max" : "min";
    const pairs =
      groupId !== undefined && end !== undefined
        ? ranges.filter((q) => q.options.groupId === groupId && q.answer?.type === partnerEnd)
        : [];
    const twins = ranges.filter((q) => q.options.groupId === groupId && q.answer?.type === end);
    if (pairs.length !== 1 || twins.length !== 1 || pairs[0]?.step !== question.step) add("range_unpaired", question.neuronName);
  }
}

function checkBigFiveItems(questions: readonly Question[], add: Add): void {
  const seen = new Set<string>();
  for (const question of questions) {
    if (question.bigFiveItem === undefined) continue;
    const item = inventoryItem(question.bigFiveItem);
    const key = `${question.isPartner === true}:${question.bigFiveItem}`;
    const reverse = item?.keyed === "reverse";
    if (!item || seen.has(key) || (question.reverseScored ?? false) !== reverse) {
      add("bad_big_five_item", question.neuronName, String(question.bigFiveItem));
    }
    seen.add(key);
  }
}

const numericTypes = new Set(["select", "slider", "range", "dropdown", "formula"]);

function checkPlausibility(definition: QuestionnaireDefinition, byName: Map<string, Question>, add: Add): void {
  const rules: readonly unknown[] = Array.isArray(definition.plausibility) ? definition.plausibility : definition.plausibility === undefined ? [] : [null];
  const needsBirthDate = rules.length > 0 || definition.questions.some((q) => q.derived !== undefined);
  if (needsBirthDate && definition.personalFields?.birthDate === "none") add("bad_plausibility", definition.kind, "the birth date is not collected");
  const known = (name: unknown) => typeof name === "string" && numericTypes.has(byName.get(name)?.type ?? "");
  const age = (n: unknown) => typeof n === "number" && Number.isInteger(n) && n >= 0 && n <= 120;
  rules.forEach((raw, i) => {
    const rule = raw as Record<string, unknown> | null;
    const where = `plausibility[${i}]`;
    if (rule?.kind === "year_from_age") {
      if (!known(rule.question)) add("bad_plausibility", where, `unknown ${String(rule.question)}`);
      if (!age(rule.minAge)) add("bad_plausibility", where, "minAge");
    } else if (rule?.kind === "years_since_age") {
      const names = Array.isArray(rule.questions) ? rule.questions : [];
      if (names.length === 0) add("bad_plausibility", where, "no questions");
      for (const name of names) if (!known(name)) add("bad_plausibility", where, `unknown ${String(name)}`);
      if (!age(rule.fromAge)) add("bad_plausibility", where, "fromAge");
    } else {
      add("bad_plausibility", where, "kind");
    }
  });
}
