import { createEvaluator, indexQuestions } from "./evaluator";
import type { Answers, Question } from "./types";

export { indexQuestions };
// Step validity lives in steps.ts; re-exported here because it is the other half of the visibility rules.
export { isStepValid, validateStep } from "./steps";

/**
 * A question without `dependsOn` conditions is visible. Otherwise each condition is
 * checked against the answer of its controlling question, and only while that
 * question is itself visible: a question whose controlling question is hidden is
 * hidden (for `and`), or needs another condition to hold (for `or` / `noop`).
 */
export function isQuestionVisible(
  question: Question,
  answers: Answers,
  questionsByName: ReadonlyMap<string, Question>,
): boolean {
  const byName = questionsByName.get(question.neuronName) === question
    ? questionsByName
    : new Map(questionsByName).set(question.neuronName, question);
  return createEvaluator(byName, answers).isVisible(question.neuronName);
}

/** The visible questions, in display order. */
export function visibleQuestions(questions: readonly Question[], answers: Answers): Question[] {
  const evaluator = createEvaluator(indexQuestions(questions), answers);
  return sortByIndex(questions.filter((q) => evaluator.isVisible(q.neuronName)));
}

export function sortByIndex(questions: readonly Question[]): Question[] {
  return [...questions].sort((a, b) => a.index - b.index);
}
