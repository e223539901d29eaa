import { answerNumber, setOwn } from "./answers";
import { ageOn, isValidLocalDate, parseBirthDate, type LocalDate } from "./birth-date";
import type { Evaluator } from "./evaluator";
import type { Answers, PlausibilityRule, Question, QuestionnaireDefinition } from "./types";

// Answers checked against the person's life: a career cannot start before the person
// was old enough, years of study and service cannot add up to more than the years
// lived. The rules are data in the definition (`plausibility`); the birth date and
// today's date are passed in, never read from a clock.

/** What the rules compare answers with. Without a birth date no rule applies. */
export interface LifeFacts {
  /** A normalised birth date ("1990-05-17T00:00:00.000Z"), "1990-05-17", or a calendar date. */
  readonly birthDate?: string | LocalDate | null;
  readonly today?: LocalDate;
}

/** "before_age": a year before the person turned `minAge`; "after_this_year"; "exceeds_lifetime": more years than lived since `fromAge`. */
export type PlausibilityCode = "before_age" | "after_this_year" | "exceeds_lifetime";

export interface PlausibilityIssue {
  readonly question: string;
  readonly code: PlausibilityCode;
  /**
   * before_age: the earliest plausible year; after_this_year: this year;
   * exceeds_lifetime: the most this answer may be, given the other answers of the rule (>= 0).
   */
  readonly limit: number;
  /** before_age: the age the rule requires. */
  readonly minAge?: number;
}

export function birthDateOf(facts: LifeFacts): LocalDate | undefined {
  const value = facts.birthDate;
  if (typeof value === "string") return parseBirthDate(value);
  if (value && typeof value === "object" && isValidLocalDate(value)) return value;
  return undefined;
}

/** Full years on `today`, or undefined when the birth date or today is unknown. */
export function ageFromFacts(facts: LifeFacts): number | undefined {
  const born = birthDateOf(facts);
  return born && facts.today ? ageOn(born, facts.today) : undefined;
}

/**
 * The answers with every derived question filled in from the facts (the age from the
 * birth date). A derived question's own answer is always replaced, or removed when the
 * facts do not give it, so a typed or stale value can never stand in.
 */
export function withDerivedAnswers(definition: Pick<QuestionnaireDefinition, "questions">, answers: Answers, facts: LifeFacts): Answers {
  const derived = definition.questions.filter((q) => q.derived !== undefined);
  if (derived.length === 0) return answers;
  const result: Record<string, Answers[string]> = {};
  for (const [name, value] of Object.entries(answers)) setOwn(result, name, value);
  const age = ageFromFacts(facts);
  for (const question of derived) {
    if (question.derived === "age_from_birth_date" && age !== undefined) setOwn(result, question.neuronName, age);
    else delete result[question.neuronName];
  }
  return result;
}

/** A derived question whose computed value does not fit its bounds (the birth date gives an impossible age). */
export function derivedOutOfBounds(definition: Pick<QuestionnaireDefinition, "questions">, facts: LifeFacts): boolean {
  const age = ageFromFacts(facts);
  if (age === undefined) return false;
  return definition.questions.some((q) => q.derived === "age_from_birth_date" && q.slider !== undefined && (age < q.slider.min || age > q.slider.max));
}

/** The rules' issues for the questions of `inStep` (all questions when omitted). */
export function plausibilityIssues(
  definition: Pick<QuestionnaireDefinition, "questions" | "plausibility">,
  evaluator: Evaluator,
  facts: LifeFacts,
  inStep?: (question: Question) => boolean,
): PlausibilityIssue[] {
  const rules = Array.isArray(definition.plausibility) ? definition.plausibility : [];
  const born = birthDateOf(facts);
  if (rules.length === 0 || !born) return [];
  const byName = new Map(definition.questions.map((q) => [q.neuronName, q]));
  const numberOf = (name: string): number | undefined => {
    const question = byName.get(name);
    const value = question ? evaluator.value(name) : undefined;
    return question && value !== undefined ? answerNumber(question, value) : undefined;
  };
  const issues: PlausibilityIssue[] = [];
  const age = facts.today ? ageOn(born, facts.today) : undefined;
  for (const rule of rules) {
    const issue = rule.kind === "year_from_age" ? checkYear(rule, numberOf, born, facts.today) : checkYears(rule, numberOf, byName, age);
    const question = issue ? byName.get(issue.question) : undefined;
    if (issue && question && (!inStep || inStep(question)) && !issues.some((i) => i.question === issue.question)) issues.push(issue);
  }
  return issues;
}

type NumberOf = (name: string) => number | undefined;

function checkYear(rule: Extract<PlausibilityRule, { kind: "year_from_age" }>, numberOf: NumberOf, born: LocalDate, today: LocalDate | undefined): PlausibilityIssue | undefined {
  const year = numberOf(rule.question);
  if (year === undefined) return undefined;
  const earliest = born.year + rule.minAge;
  if (year < earliest) return { question: rule.question, code: "before_age", limit: earliest, minAge: rule.minAge };
  if (today && year > today.year) return { question: rule.question, code: "after_this_year", limit: today.year };
  return undefined;
}

function checkYears(
  rule: Extract<PlausibilityRule, { kind: "years_since_age" }>,
  numberOf: NumberOf,
  byName: ReadonlyMap<string, Question>,
  age: number | undefined,
): PlausibilityIssue | undefined {
  if (age === undefined) return undefined;
  const terms = (Array.isArray(rule.questions) ? rule.questions : [])
    .flatMap((name) => {
      const question = byName.get(name);
      const years = numberOf(name);
      return question && years !== undefined ? [{ question, years }] : [];
    })
    .sort((a, b) => a.question.index - b.question.index);
  const allowed = Math.max(0, age - rule.fromAge);
  const total = terms.reduce((sum, term) => sum + term.years, 0);
  const last = terms.at(-1);
  if (!last || total <= allowed) return undefined;
  return { question: last.question.neuronName, code: "exceeds_lifetime", limit: Math.max(0, allowed - (total - last.years)) };
}
