import { createEvaluator } from "@/lib/questionnaire/evaluator";
import { indexQuestions, visibleQuestions } from "@/lib/questionnaire/visibility";
import type { Answers, Locale, QuestionnaireDefinition, Question } from "@/lib/questionnaire";
import { dropdownChain, formatNumber, optionLabel, pickText, renderFormula } from "./labels";

// What the preview lists: every visible question of every step with the chosen answer
// in the current language. Visibility and values come from the engine's evaluator.

export interface PreviewItem {
  readonly name: string;
  readonly label: string;
  /** The answer as text, or null when the question has no defined answer. */
  readonly answer: string | null;
}

export interface PreviewGroup {
  readonly stepIndex: number;
  readonly stepId: string;
  readonly title: string;
  readonly items: readonly PreviewItem[];
}

export function buildPreview(definition: QuestionnaireDefinition, answers: Answers, locale: Locale): PreviewGroup[] {
  const evaluator = createEvaluator(indexQuestions(definition.questions), answers);
  const visible = visibleQuestions(definition.questions, answers);
  return definition.steps.map((step, stepIndex) => ({
    stepIndex,
    stepId: step.id,
    title: pickText(step.title, locale),
    items: visible
      .filter((question) => question.step === step.id)
      .map((question) => ({
        name: question.neuronName,
        label: pickText(question.label, locale),
        answer: answerText(question, evaluator.value(question.neuronName), locale),
      })),
  }));
}

/** A canonical answer (as the evaluator returns it) as text in the locale; null when undefined. */
export function answerText(question: Question, value: unknown, locale: Locale): string | null {
  if (value === undefined || value === null) return null;
  switch (question.type) {
    case "formula":
      return typeof value === "number" ? renderFormula(question, value, locale) : null;
    case "slider":
    case "range":
      return typeof value === "number" ? formatNumber(value, locale) : null;
    case "select":
      return typeof value === "string" ? (optionLabel(question.scope, value, locale) ?? null) : null;
    case "multiselect": {
      if (!Array.isArray(value)) return null;
      const labels = (value as readonly unknown[]).map((v) => (typeof v === "string" ? optionLabel(question.scope, v, locale) : undefined));
      return labels.every((label) => label !== undefined) && labels.length > 0 ? labels.join(", ") : null;
    }
    case "dropdown": {
      const chain = dropdownChain(question.scope, value);
      return chain.length > 0 ? chain.map((option) => pickText(option.label, locale)).join(" › ") : null;
    }
    default:
      return null;
  }
}
