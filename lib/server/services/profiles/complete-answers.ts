import "server-only";
import {
  AGE_QUESTION,
  GENDER_QUESTION,
  avatarFromAnswers,
  indexQuestions,
  normaliseAnswer,
  scoreQuestionnaireBigFive,
  validatePersonalDetails,
  validateQuestionnaireStep,
  withDerivedAnswers,
  type Answers,
  type PersonalDetails,
  type QuestionnaireDefinition,
} from "@/lib/questionnaire";
import type { BigFiveColumn } from "@/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { civilFromDays, dayNumber } from "@/lib/engine/core/dates";

/** Keeps only answers that fit a question of the definition (the engine decides what fits). */
export function sanitiseAnswers(definition: QuestionnaireDefinition, raw: Record<string, unknown>): Record<string, unknown> {
  const byName = indexQuestions(definition.questions);
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(raw)) {
    const question = byName.get(name);
    if (!question || question.type === "formula" || value === null) continue;
    const normalised = normaliseAnswer(question, value);
    if (normalised !== undefined) Object.defineProperty(kept, name, { value: normalised, enumerable: true, writable: true, configurable: true });
  }
  return kept;
}

export interface CompletedProfileFields {
  answers: Record<string, unknown>;
  bigFive: BigFiveColumn | null;
  avatarName: string | null;
  age: number | null;
  gender: "M" | "F" | null;
  experienceYears: number | null;
}

function toLocalDate(iso: string): { year: number; month: number; day: number } {
  const { y, m, d } = civilFromDays(dayNumber(iso.slice(0, 10)));
  return { year: y, month: m, day: d };
}

/**
 * Checks that a questionnaire is complete (every step valid, personal details by the
 * definition's rules) and plausible (the definition's rules against the birth date), and
 * derives what a completed profile stores: Big Five scores, avatar, age, sex, years of
 * experience. Derived answers (the age) are computed from the birth date, whatever the
 * client sent. Incomplete or implausible answers throw 400 with a field per question
 * (`answers.<name>`: "required", "range_order" or the plausibility code).
 */
export function completeAnswers(
  definition: QuestionnaireDefinition,
  rawAnswers: Record<string, unknown>,
  personal: PersonalDetails,
  options: { lastNameRequired: boolean; today: string; seed: string },
): CompletedProfileFields {
  const facts = { birthDate: typeof personal.birthDate === "string" ? personal.birthDate : null, today: toLocalDate(options.today) };
  const answers = sanitiseAnswers(definition, withDerivedAnswers(definition, rawAnswers as Answers, facts) as Record<string, unknown>);
  const fields: Record<string, string> = {};
  for (const issue of validatePersonalDetails(definition, personal, { lastNameRequired: options.lastNameRequired, today: toLocalDate(options.today) })) {
    fields[issue.field] = issue.code;
  }
  for (const step of definition.steps) {
    for (const issue of validateQuestionnaireStep(definition, step.id, answers as Answers, facts)) {
      fields[`answers.${issue.question}`] = issue.code === "missing" ? "required" : issue.code;
    }
  }
  if (Object.keys(fields).length) throw new AppError("validation:invalid_body", 400, { fields });

  const scored = scoreQuestionnaireBigFive(definition, answers as Answers);
  const bigFive = scored.ok ? { means: { ...scored.value.means }, scale: { ...scored.value.scale } } : null;
  const birthDate = typeof personal.birthDate === "string" ? personal.birthDate : null;
  const avatarName = avatarFromAnswers(answers as Answers, { seed: options.seed, birthDate, today: toLocalDate(options.today) });
  const gender = answers[GENDER_QUESTION] === "male" ? "M" : answers[GENDER_QUESTION] === "female" ? "F" : null;
  const ageAnswer = answers[AGE_QUESTION];
  const age = typeof ageAnswer === "number" ? Math.round(ageAnswer) : birthDate ? ageFrom(birthDate, options.today) : null;
  const experience = answers.work_experience_years;
  return { answers, bigFive, avatarName, age, gender, experienceYears: typeof experience === "number" ? experience : null };
}

function ageFrom(birthDate: string, today: string): number {
  const b = toLocalDate(birthDate);
  const t = toLocalDate(today);
  return t.year - b.year - (t.month < b.month || (t.month === b.month && t.day < b.day) ? 1 : 0);
}
