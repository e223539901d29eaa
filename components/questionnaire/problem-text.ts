import { dropdownPath, type Locale, type Question, type StepIssueCode } from "@/lib/questionnaire";
import { formatNumber } from "./labels";

// Which message a question's step issue shows. The engine says *that* an answer is
// missing; the raw value tells the respondent *why* (a typed number outside the
// bounds, a dropdown path that stops before a leaf).

export type ProblemKey = "missing" | "range_order" | "out_of_range" | "incomplete_path";

export interface ProblemMessage {
  readonly key: ProblemKey;
  readonly values?: { readonly min: string; readonly max: string };
}

export function problemMessage(question: Question, code: StepIssueCode, raw: unknown, locale: Locale): ProblemMessage {
  if (code === "range_order") return { key: "range_order" };
  if ((question.type === "slider" || question.type === "range") && typeof raw === "number" && Number.isFinite(raw) && question.slider) {
    return { key: "out_of_range", values: { min: formatNumber(question.slider.min, locale), max: formatNumber(question.slider.max, locale) } };
  }
  if (question.type === "dropdown" && raw !== undefined && raw !== null && dropdownPath(raw) !== undefined) {
    return { key: "incomplete_path" };
  }
  return { key: "missing" };
}
