import { dropdownPath } from "@/lib/questionnaire/answers";
import type { Locale, Question, StepIssue, StepIssueCode } from "@/lib/questionnaire";
import { formatNumber } from "./labels";

// Which message a question's step issue shows. The engine says *that* an answer is
// missing or implausible; the raw value tells the respondent *why* a missing one is
// refused (a typed number outside the bounds, a dropdown path that stops before a
// leaf), and a plausibility issue names the limit the birth date sets.

export type ProblemKey = "missing" | "range_order" | "out_of_range" | "incomplete_path" | "before_age" | "after_this_year" | "exceeds_lifetime";

export interface ProblemMessage {
  readonly key: ProblemKey;
  /** Message arguments: years as text (never grouped: "2005", not "2 005"); counts as numbers for plural forms. */
  readonly values?: Readonly<Record<string, string | number>>;
}

export function problemMessage(question: Question, issue: StepIssue | StepIssueCode, raw: unknown, locale: Locale): ProblemMessage {
  const { code, limit, minAge } = typeof issue === "string" ? { code: issue, limit: undefined, minAge: undefined } : issue;
  if (code === "range_order") return { key: "range_order" };
  if (code === "before_age" && limit !== undefined) return { key: "before_age", values: { year: String(limit), minAge: minAge ?? 0 } };
  if (code === "after_this_year" && limit !== undefined) return { key: "after_this_year", values: { year: String(limit) } };
  if (code === "exceeds_lifetime" && limit !== undefined) return { key: "exceeds_lifetime", values: { max: limit } };
  if ((question.type === "slider" || question.type === "range") && typeof raw === "number" && Number.isFinite(raw) && question.slider) {
    return { key: "out_of_range", values: { min: formatNumber(question.slider.min, locale), max: formatNumber(question.slider.max, locale) } };
  }
  if (question.type === "dropdown" && raw !== undefined && raw !== null && dropdownPath(raw) !== undefined) {
    return { key: "incomplete_path" };
  }
  return { key: "missing" };
}
