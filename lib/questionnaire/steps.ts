import { createEvaluator, indexQuestions, type Evaluator } from "./evaluator";
import { plausibilityIssues, withDerivedAnswers, type LifeFacts, type PlausibilityCode } from "./plausibility";
import type { Answers, Question, QuestionnaireDefinition } from "./types";

export type StepIssueCode = "missing" | "range_order" | PlausibilityCode;

export interface StepIssue {
  readonly question: string;
  readonly code: StepIssueCode;
  /** Plausibility issues: the year or number of years the answer may reach (see PlausibilityIssue). */
  readonly limit?: number;
  readonly minAge?: number;
}

/**
 * Problems that keep a step from being valid: a visible question without a defined
 * answer ("missing": no answer, or one that does not fit the question; a range needs
 * both its min and max question; a multiselect at least one option; a dropdown a
 * path of 1..3 levels ending at a leaf), or a visible range pair whose min exceeds
 * its max ("range_order", reported on the max question). Formula questions are
 * computed and never missing.
 */
export function validateStep(step: string, questions: readonly Question[], answers: Answers): StepIssue[] {
  const evaluator = createEvaluator(indexQuestions(questions), answers);
  return stepIssues(step, questions, evaluator);
}

/** A step is valid when every visible question has a defined answer. */
export function isStepValid(step: string, questions: readonly Question[], answers: Answers): boolean {
  return validateStep(step, questions, answers).length === 0;
}

/**
 * The issues of one step of a whole questionnaire: `validateStep`'s, plus the
 * definition's plausibility rules checked against the facts (birth date, today), with
 * derived answers (the age) computed from the facts first. The form and the server
 * both call this, so they refuse the same answers.
 */
export function validateQuestionnaireStep(definition: QuestionnaireDefinition, step: string, answers: Answers, facts: LifeFacts = {}): StepIssue[] {
  return issuesOf(definition, step, evaluatorFor(definition, answers, facts), facts);
}

/** Index of the first step that is not valid, or `steps.length` when all are (the preview). */
export function firstIncompleteStep(definition: QuestionnaireDefinition, answers: Answers, facts: LifeFacts = {}): number {
  const evaluator = evaluatorFor(definition, answers, facts);
  const index = definition.steps.findIndex((s) => issuesOf(definition, s.id, evaluator, facts).length > 0);
  return index === -1 ? definition.steps.length : index;
}

/** Validity of every step, by step id (one evaluation for the whole questionnaire). */
export function stepValidity(definition: QuestionnaireDefinition, answers: Answers, facts: LifeFacts = {}): Record<string, boolean> {
  const evaluator = evaluatorFor(definition, answers, facts);
  const validity: Record<string, boolean> = {};
  for (const step of definition.steps) validity[step.id] = issuesOf(definition, step.id, evaluator, facts).length === 0;
  return validity;
}

function evaluatorFor(definition: QuestionnaireDefinition, answers: Answers, facts: LifeFacts): Evaluator {
  return createEvaluator(indexQuestions(definition.questions), withDerivedAnswers(definition, answers, facts));
}

function issuesOf(definition: QuestionnaireDefinition, step: string, evaluator: Evaluator, facts: LifeFacts): StepIssue[] {
  const issues = stepIssues(step, definition.questions, evaluator);
  const flagged = new Set(issues.map((issue) => issue.question));
  const onStep = (q: Question) => q.step === step && evaluator.isVisible(q.neuronName);
  for (const issue of plausibilityIssues(definition, evaluator, facts, onStep)) {
    if (!flagged.has(issue.question)) issues.push(issue);
  }
  return issues;
}

export function stepIssues(step: string, questions: readonly Question[], evaluator: Evaluator): StepIssue[] {
  const issues: StepIssue[] = [];
  const inStep = questions.filter((q) => q.step === step && evaluator.isVisible(q.neuronName));
  for (const question of inStep) {
    // A derived answer (the age) is not asked: its personal detail (the birth date) reports the problem.
    if (question.type !== "formula" && question.derived === undefined && evaluator.value(question.neuronName) === undefined) {
      issues.push({ question: question.neuronName, code: "missing" });
    }
  }
  for (const [min, max] of rangePairs(inStep)) {
    const low = evaluator.value(min.neuronName);
    const high = evaluator.value(max.neuronName);
    if (typeof low === "number" && typeof high === "number" && low > high) {
      issues.push({ question: max.neuronName, code: "range_order" });
    }
  }
  return issues;
}

/** Range questions paired by group id: [min question, max question]. */
export function rangePairs(questions: readonly Question[]): Array<[Question, Question]> {
  const pairs: Array<[Question, Question]> = [];
  const ranges = questions.filter((q) => q.type === "range" && q.options?.groupId !== undefined);
  for (const min of ranges.filter((q) => q.answer?.type === "min")) {
    const max = ranges.find((q) => q.answer?.type === "max" && q.options.groupId === min.options.groupId);
    if (max) pairs.push([min, max]);
  }
  return pairs;
}
