// The questionnaire data format. Everything here is plain JSON-serialisable data so
// a definition can be stored as one JSON column and versioned (see docs/questionnaire.md).

export type Locale = "ru" | "en";

/** Text in both interface languages. */
export interface LocalizedText {
  readonly ru: string;
  readonly en: string;
}

export type QuestionnaireKind = "profile" | "love" | "couple";

export type QuestionType = "select" | "multiselect" | "slider" | "range" | "dropdown" | "formula";

/** One answer option. Dropdown options may nest `children` (at most three levels). */
export interface Option {
  /** Stable English snake_case code; what the payload carries. */
  readonly value: string;
  readonly label: LocalizedText;
  /** The code the compatibility model reads for this option. */
  readonly neuronAnswer: number | string;
  /** Numeric meaning used by formulas and by `>` / `<` conditions. */
  readonly computed?: number;
  readonly children?: readonly Option[];
}

/** `"= higher"`, `"> 0"`, `"< 18"`: sign first, compared value from the third character on. */
export interface Condition {
  /** neuronName of the controlling question. */
  readonly question: string;
  readonly condition: string;
}

/** `or` and `noop` mean any condition; `and` means every condition. */
export type DependsOnOperator = "or" | "noop" | "and";

export interface DependsOn {
  readonly operator: DependsOnOperator;
  readonly conditions: readonly Condition[];
}

export interface QuestionOptions {
  /** Range questions: the min and max question share one group id. */
  readonly groupId?: number;
  readonly dependsOn?: DependsOn;
}

export interface NumericBounds {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

/** A formula question shows a value computed from other answers (read-only). */
export interface FormulaSpec {
  readonly operation: "sum";
  /** neuronNames of the terms; hidden or unanswered terms add nothing. */
  readonly questions: readonly string[];
}

export interface AnswerSpec {
  /** Range questions: which end of the pair this question is. */
  readonly type?: "min" | "max";
  readonly formula?: FormulaSpec;
  /** How the computed value is shown; `{value}` is replaced by the number. */
  readonly formulaRender?: LocalizedText;
}

export interface Question {
  readonly neuronName: string;
  readonly type: QuestionType;
  readonly label: LocalizedText;
  /** Label used for the partner copy ("my partner is someone who ..."). */
  readonly partnerLabel?: LocalizedText;
  readonly hint?: LocalizedText;
  readonly scope: readonly Option[];
  readonly options: QuestionOptions;
  /** Step id. */
  readonly step: string;
  /** Display order across the whole questionnaire. */
  readonly index: number;
  readonly answer?: AnswerSpec;
  /** Bounds of slider and range questions. */
  readonly slider?: NumericBounds;
  /** Derived from the Big Five inventory for display; scoring reads only the inventory. */
  readonly reverseScored?: boolean;
  /** Item number (1..30) of the Big Five inventory this question asks. */
  readonly bigFiveItem?: number;
  readonly isPartner?: boolean;
  /**
   * The answer is never asked: it is computed from personal details ("age_from_birth_date":
   * full years on today's date). The form does not show the question; see `withDerivedAnswers`.
   */
  readonly derived?: DerivedAnswer;
}

export type DerivedAnswer = "age_from_birth_date";

/**
 * Cross-field plausibility rules, checked against the birth date and today's date:
 * - "year_from_age": the answer is a calendar year, no earlier than the year the person
 *   turned `minAge` and no later than this year;
 * - "years_since_age": the numbers of the listed questions (visible and answered) add up
 *   to at most the years lived since `fromAge`. The excess is reported on the last of
 *   them in display order.
 */
export type PlausibilityRule =
  | { readonly kind: "year_from_age"; readonly question: string; readonly minAge: number }
  | { readonly kind: "years_since_age"; readonly questions: readonly string[]; readonly fromAge: number };

export interface Step {
  readonly id: string;
  readonly title: LocalizedText;
}

export type FieldRule = "required" | "optional" | "none";

/** Which personal details (outside the questions) a questionnaire collects. */
export interface PersonalFieldRules {
  readonly firstName: "required";
  /** "optional" becomes "required" when the questionnaire or the invitation requires a last name. */
  readonly lastName: FieldRule;
  readonly birthDate: FieldRule;
  readonly partner: { readonly firstName: "required"; readonly birthDate: FieldRule } | null;
}

export interface QuestionnaireDefinition {
  readonly kind: QuestionnaireKind;
  readonly version: number;
  readonly title: LocalizedText;
  readonly steps: readonly Step[];
  readonly questions: readonly Question[];
  readonly requiresLastName?: boolean;
  readonly personalFields: PersonalFieldRules;
  /** Checked only when the birth date is known (docs/questionnaire.md, "Plausibility"). */
  readonly plausibility?: readonly PlausibilityRule[];
}

/** Dropdown answers are a path through the option tree, up to three levels deep. */
export interface DropdownAnswer {
  readonly value: string;
  readonly child?: DropdownAnswer;
}

/**
 * select: option value; multiselect: option values; slider, range: number (a numeric
 * string from a form field is accepted); dropdown: a path (tree or array of values);
 * formula: ignored, always computed.
 */
export type AnswerValue = string | number | readonly string[] | DropdownAnswer;

/** Answers keyed by neuronName. */
export type Answers = Readonly<Record<string, AnswerValue | null | undefined>>;

/** Expected failures are values, not exceptions. */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });
