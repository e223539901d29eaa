import { createEvaluator, indexQuestions } from "../evaluator";
import type { AnswerValue, Answers, DropdownAnswer, Option, Question, QuestionnaireDefinition } from "../types";

// Builds answer sets for tests: a well-formed answer for question `q` from a number.

export function wellFormedAnswer(question: Question, n: number): AnswerValue | undefined {
  const k = Math.abs(Math.trunc(n));
  switch (question.type) {
    case "select":
      return question.scope[k % question.scope.length]?.value;
    case "multiselect": {
      const chosen = question.scope.filter((_, i) => (k >> i) & 1).map((o) => o.value);
      return chosen.length > 0 ? chosen : [question.scope[k % question.scope.length]?.value ?? ""];
    }
    case "slider":
    case "range": {
      const bounds = question.slider ?? { min: 0, max: 10, step: 1 };
      const steps = Math.floor((bounds.max - bounds.min) / bounds.step);
      if (question.answer?.type === "max") return bounds.max - (k % 2) * bounds.step; // keeps min <= max most of the time
      return bounds.min + (k % (steps + 1)) * bounds.step;
    }
    case "dropdown":
      return dropdownLeaf(question.scope, k);
    default:
      return undefined;
  }
}

function dropdownLeaf(options: readonly Option[], k: number): DropdownAnswer | undefined {
  const option = options[k % options.length];
  if (!option) return undefined;
  const child = option.children && option.children.length > 0 ? dropdownLeaf(option.children, Math.floor(k / 7) + 1) : undefined;
  return child ? { value: option.value, child } : { value: option.value };
}

/** Answers every question that is visible given the earlier answers (display order). */
export function fillAnswers(definition: QuestionnaireDefinition, pick: (question: Question) => number = () => 0): Answers {
  const answers: Record<string, AnswerValue> = {};
  const byName = indexQuestions(definition.questions);
  for (const question of [...definition.questions].sort((a, b) => a.index - b.index)) {
    if (question.type === "formula" || !createEvaluator(byName, answers).isVisible(question.neuronName)) continue;
    const value = wellFormedAnswer(question, pick(question));
    if (value !== undefined) answers[question.neuronName] = value;
  }
  return answers;
}
