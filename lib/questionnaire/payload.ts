import { dropdownPath, isBlankValue, normaliseAnswer, pathToTree, setOwn, toFiniteNumber, type NormalisedAnswer } from "./answers";
import { createEvaluator, indexQuestions } from "./evaluator";
import { ownName, partnerName } from "./partner";
import { stepIssues } from "./steps";
import { sortByIndex } from "./visibility";
import type { AnswerValue, Answers, DropdownAnswer, QuestionnaireDefinition } from "./types";

/** What the payload carries instead of null ("no answer" in Russian, as the spec fixes it). */
export const NO_ANSWER = "Нет ответа";

export type PayloadResponse = string | number | readonly string[] | DropdownAnswer;

export interface AnswerPayloadItem {
  readonly response: PayloadResponse;
  readonly current_step: number;
  /** False for questions about the partner. */
  readonly mine_question: boolean;
  /** The question name without the partner marker. */
  readonly neuron_question: string;
  /** Whether the step holding this question is valid (only in the variant that sends it). */
  readonly final_answer?: boolean;
}

export interface PayloadOptions {
  /** Index of the step the respondent is on, so the form can be resumed there. */
  readonly currentStep: number;
  readonly withFinalAnswer?: boolean;
}

/**
 * One item per question, in display order. Hidden questions and answers that do not
 * fit their question are sent as NO_ANSWER (an answer left on a hidden question is
 * stale); sliders, ranges and formulas are numbers; multiselects list values in
 * option order; dropdowns are a tree `{ value, child: { value, child: { value } } }`.
 */
export function buildAnswerPayload(
  definition: QuestionnaireDefinition,
  answers: Answers,
  options: PayloadOptions,
): AnswerPayloadItem[] {
  const evaluator = createEvaluator(indexQuestions(definition.questions), answers);
  const stepValid = new Map<string, boolean>();
  const isValid = (step: string): boolean => {
    if (!stepValid.has(step)) stepValid.set(step, stepIssues(step, definition.questions, evaluator).length === 0);
    return stepValid.get(step) === true;
  };
  return sortByIndex(definition.questions).map((question) => {
    const value = evaluator.value(question.neuronName);
    const partner = question.isPartner === true;
    return {
      response: value ?? NO_ANSWER,
      current_step: options.currentStep,
      mine_question: !partner,
      neuron_question: partner ? ownName(question.neuronName) : question.neuronName,
      ...(options.withFinalAnswer ? { final_answer: isValid(question.step) } : {}),
    };
  });
}

/**
 * Answers from saved payload items, keyed by question name (partner items get the
 * marker back). Items without a value (null, undefined, NO_ANSWER, blank text, empty
 * lists) and malformed items are skipped. With a definition, only answers that fit a
 * known, non-formula question are kept, in canonical form.
 */
export function restoreAnswers(items: unknown, definition?: QuestionnaireDefinition): Record<string, AnswerValue> {
  const restored: Record<string, AnswerValue> = {};
  if (!Array.isArray(items)) return restored;
  const byName = definition ? indexQuestions(definition.questions) : undefined;
  for (const item of items as unknown[]) {
    if (item === null || typeof item !== "object") continue;
    const { neuron_question: name, mine_question: mine, response } = item as Record<string, unknown>;
    if (typeof name !== "string" || name === "" || isBlankValue(response) || response === NO_ANSWER) continue;
    const fullName = mine === false ? partnerName(name) : name;
    let value: NormalisedAnswer | undefined;
    if (byName) {
      const question = byName.get(fullName);
      value = question && question.type !== "formula" ? normaliseAnswer(question, response) : undefined;
    } else {
      value = readStoredValue(response);
    }
    if (value !== undefined) setOwn(restored, fullName, value);
  }
  return restored;
}

/** The step to resume at, from saved items; null when none carries one. */
export function restoreCurrentStep(items: unknown): number | null {
  if (!Array.isArray(items)) return null;
  for (const item of items as unknown[]) {
    const step = item !== null && typeof item === "object" ? (item as Record<string, unknown>).current_step : undefined;
    if (typeof step === "number" && Number.isInteger(step) && step >= 0) return step;
  }
  return null;
}

function readStoredValue(response: unknown): NormalisedAnswer | undefined {
  if (typeof response === "string") return response;
  if (typeof response === "number") return toFiniteNumber(response);
  if (Array.isArray(response)) {
    const list = response as unknown[];
    return list.every((v) => typeof v === "string") ? (list as string[]) : undefined;
  }
  const path = dropdownPath(response);
  return path ? pathToTree(path) : undefined;
}
