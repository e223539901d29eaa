import "server-only";
import type { CouplePersonRecord } from "@/db/schema";
import type { CoupleResultDto } from "@/lib/contracts/consumer";
import { isoDay } from "@/lib/engine/core/dates";
import { forecastLovePair, mapLoveDimensions, readLoveForecast, type LoveForecast } from "@/lib/engine/index";
import {
  asPartnerAnswers,
  avatarFromAnswers,
  invitationPart,
  parseBirthDate,
  scoreQuestionnaireBigFive,
  splitCoupleAnswers,
  type Answers,
  type PersonalDetails,
  type QuestionnaireDefinition,
} from "@/lib/questionnaire";
import { AppError } from "@/lib/server/http/app-error";
import { completeAnswers } from "../profiles/complete-answers";
import { engineBigFive } from "../scenes/scene-people";
import { stableSeed } from "../scenes/stable-seed";

type BigFivePair = [CoupleResultDto["myAvgAnswers"], CoupleResultDto["partnerAvgAnswers"]];

/** What a couple result keeps in its `result` column. */
export interface CoupleComputation {
  forecast: LoveForecast;
  bigFive: BigFivePair;
  summary: CoupleResultDto["summary"];
  details: NonNullable<CoupleResultDto["details"]>;
}

export interface CoupleInput {
  answers: Record<string, unknown>;
  personal: PersonalDetails & { partnerFirstName: string; partnerBirthDate: string | null; birthDate: string | null };
  mode: "alone" | "together";
  today: Date;
  seed: string;
}

function sexOf(value: unknown): CouplePersonRecord["sex"] {
  return value === "male" || value === "female" ? value : null;
}

function scores(definition: QuestionnaireDefinition, answers: Answers, partner: boolean) {
  const scored = scoreQuestionnaireBigFive(definition, answers, { partner });
  if (!scored.ok) throw new AppError("validation:invalid_body", 400, { fields: { answers: "required" } });
  return { means: { ...scored.value.means }, scale: { ...scored.value.scale } };
}

/**
 * Checks a whole couple questionnaire (every step, both people's first names) and computes
 * the couple's love forecast from person a's answers and the partner copies (answered by
 * a about b, or by b about themselves: the arithmetic is the same).
 */
export function computeCouple(definition: QuestionnaireDefinition, input: CoupleInput): { people: [CouplePersonRecord, CouplePersonRecord]; ownAnswers: Record<string, unknown>; partnerAnswers: Record<string, unknown>; result: CoupleComputation } {
  const today = isoDay(input.today);
  const completed = completeAnswers(definition, input.answers, input.personal, { lastNameRequired: false, today, seed: input.seed });
  const { own, partner } = splitCoupleAnswers(definition, completed.answers as Answers);
  const partnerAvatar = avatarFromAnswers(completed.answers as Answers, { partner: true, seed: `${input.seed}:b`, birthDate: input.personal.partnerBirthDate, today: parseBirthDate(today)! });
  const ageOf = (answer: unknown) => (typeof answer === "number" ? Math.round(answer) : null);
  const people: [CouplePersonRecord, CouplePersonRecord] = [
    { firstName: input.personal.firstName!.trim(), birthDate: input.personal.birthDate, avatarName: completed.avatarName, sex: sexOf(own.gender), age: completed.age },
    { firstName: input.personal.partnerFirstName.trim(), birthDate: input.personal.partnerBirthDate, avatarName: partnerAvatar, sex: sexOf(partner.gender_partner), age: ageOf(partner.age_partner) },
  ];
  const bigFive: BigFivePair = [scores(definition, completed.answers as Answers, false), scores(definition, completed.answers as Answers, true)];
  const forecast = forecastLovePair({ id: "a", bigFive: engineBigFive(bigFive[0].means) }, { id: "b", bigFive: engineBigFive(bigFive[1].means) }, { seed: stableSeed({ a: bigFive[0].means, b: bigFive[1].means }), today });
  if (!forecast.ok) throw new AppError("actors_ineligible");
  const details = readLoveForecast(forecast.value);
  const summary = mapLoveDimensions((d) => ({ score: details[d].score, percentile: details[d].percentile, band: details[d].band }));
  return { people, ownAnswers: own as Record<string, unknown>, partnerAnswers: partner as Record<string, unknown>, result: { forecast: forecast.value, bigFive, summary, details } };
}

/**
 * The invited partner's own answers (the own part of the couple questionnaire), checked
 * like a questionnaire of its own and moved onto the partner copies.
 */
export function partnerPerson(definition: QuestionnaireDefinition, input: { answers: Record<string, unknown>; firstName: string; birthDate: string | null; today: Date; seed: string }): { person: { firstName: string; birthDate: string | null }; partnerAnswers: Record<string, unknown> } {
  const part = invitationPart(definition);
  const completed = completeAnswers(part, input.answers, { firstName: input.firstName, lastName: "", birthDate: input.birthDate, partnerFirstName: null, partnerBirthDate: null }, { lastNameRequired: false, today: isoDay(input.today), seed: input.seed });
  return { person: { firstName: input.firstName.trim(), birthDate: input.birthDate }, partnerAnswers: asPartnerAnswers(completed.answers as Answers) as Record<string, unknown> };
}
