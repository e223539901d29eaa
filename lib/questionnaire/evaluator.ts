import { answerNumber, normaliseAnswer, readOwn, type NormalisedAnswer } from "./answers";
import { conditionHolds, parseCondition } from "./condition";
import type { Answers, Question } from "./types";

/**
 * Visibility and values of one answer set, memoised. A condition only sees the
 * answer of a visible controlling question, so an answer left behind on a hidden
 * question can never make anything visible. Cycles (which `checkDefinition` reports)
 * resolve to hidden instead of recursing forever.
 */
export interface Evaluator {
  isVisible(name: string): boolean;
  /** The canonical answer of a visible question (formulas: the computed number); undefined otherwise. */
  value(name: string): NormalisedAnswer | undefined;
}

export function indexQuestions(questions: readonly Question[]): ReadonlyMap<string, Question> {
  const byName = new Map<string, Question>();
  for (const question of questions) {
    if (!byName.has(question.neuronName)) byName.set(question.neuronName, question);
  }
  return byName;
}

export function createEvaluator(questionsByName: ReadonlyMap<string, Question>, answers: Answers): Evaluator {
  const visibleMemo = new Map<string, boolean>();
  const valueMemo = new Map<string, NormalisedAnswer | undefined>();
  const visibleInProgress = new Set<string>();
  const valueInProgress = new Set<string>();

  function isVisible(name: string): boolean {
    const memo = visibleMemo.get(name);
    if (memo !== undefined) return memo;
    const question = questionsByName.get(name);
    if (!question || visibleInProgress.has(name)) return false;
    visibleInProgress.add(name);
    const visible = dependenciesMet(question);
    visibleInProgress.delete(name);
    visibleMemo.set(name, visible);
    return visible;
  }

  function dependenciesMet(question: Question): boolean {
    const dependsOn = question.options?.dependsOn;
    const conditions = Array.isArray(dependsOn?.conditions) ? dependsOn.conditions : [];
    if (conditions.length === 0) return true;
    const holds = (condition: (typeof conditions)[number]): boolean => {
      const parsed = parseCondition(condition?.condition);
      const target = typeof condition?.question === "string" ? questionsByName.get(condition.question) : undefined;
      if (!parsed || !target) return false;
      const answer = value(target.neuronName);
      return answer !== undefined && conditionHolds(parsed, target, answer);
    };
    return dependsOn?.operator === "and" ? conditions.every(holds) : conditions.some(holds);
  }

  function value(name: string): NormalisedAnswer | undefined {
    if (valueMemo.has(name)) return valueMemo.get(name);
    const question = questionsByName.get(name);
    if (!question || valueInProgress.has(name) || !isVisible(name)) return undefined;
    valueInProgress.add(name);
    const result = question.type === "formula" ? formulaValue(question) : normaliseAnswer(question, readOwn(answers, name));
    valueInProgress.delete(name);
    valueMemo.set(name, result);
    return result;
  }

  function formulaValue(question: Question): number {
    const terms = question.answer?.formula?.questions;
    let total = 0;
    for (const term of Array.isArray(terms) ? terms : []) {
      const termQuestion = typeof term === "string" ? questionsByName.get(term) : undefined;
      const termAnswer = termQuestion ? value(termQuestion.neuronName) : undefined;
      const termNumber = termQuestion && termAnswer !== undefined ? answerNumber(termQuestion, termAnswer) : undefined;
      if (termNumber !== undefined) total += termNumber;
    }
    return total;
  }

  return { isVisible, value };
}
