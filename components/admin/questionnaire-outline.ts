import { pickText } from "@/components/questionnaire/labels";
import type { Locale, LocalizedText } from "@/lib/questionnaire";

export interface OutlineStep {
  id: string;
  title: string;
  questions: number;
}

export interface QuestionnaireOutline {
  title: string;
  steps: OutlineStep[];
  questions: number;
  /** Questions whose step is not one of the steps (a sound definition has none). */
  outsideSteps: number;
}

const record = (value: unknown): Record<string, unknown> | null => (value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null);

function text(value: unknown, locale: Locale): string {
  const r = record(value);
  if (!r) return typeof value === "string" ? value : "";
  const localized: LocalizedText = { ru: typeof r.ru === "string" ? r.ru : "", en: typeof r.en === "string" ? r.en : "" };
  return pickText(localized, locale);
}

/**
 * Steps and the number of questions on each, read defensively from a stored definition
 * (a version saved long ago may not match today's types).
 */
export function questionnaireOutline(definition: unknown, locale: Locale): QuestionnaireOutline {
  const root = record(definition) ?? {};
  const steps = (Array.isArray(root.steps) ? root.steps : [])
    .map(record)
    .filter((s): s is Record<string, unknown> => s !== null && typeof s.id === "string")
    .map((s) => ({ id: s.id as string, title: text(s.title, locale) || (s.id as string), questions: 0 }));
  const byId = new Map(steps.map((s) => [s.id, s]));
  const questions = (Array.isArray(root.questions) ? root.questions : []).map(record).filter((q): q is Record<string, unknown> => q !== null);
  let outsideSteps = 0;
  for (const question of questions) {
    const step = typeof question.step === "string" ? byId.get(question.step) : undefined;
    if (step) step.questions++;
    else outsideSteps++;
  }
  return { title: text(root.title, locale), steps, questions: questions.length, outsideSteps };
}
