import { avatarFromAnswers } from "@/lib/questionnaire/avatar-answers";
import { buildAnswerPayload } from "@/lib/questionnaire/payload";
import { withDerivedAnswers } from "@/lib/questionnaire/plausibility";
import type { AnswerPayloadItem, AnswerValue, AvatarName, PersonalDetails } from "@/lib/questionnaire";
import { normalisedDate, restoreFormAnswers } from "@/lib/client/questionnaire-draft";
import { personalDetailsOf, personalFieldSpecs } from "./personal-fields";
import { lifeFactsOf, type QuestionnaireContext, type QuestionnaireState } from "./questionnaire-state";

// What the form hands to the page: canonical answers, the engine's payload, the
// personal details and the avatar(s) the engine chooses.

export interface QuestionnaireResult {
  /** Answers of visible questions only, in canonical form. */
  readonly answers: Readonly<Record<string, AnswerValue>>;
  /** One item per question, `final_answer` included, `current_step` the step the respondent is on. */
  readonly payload: AnswerPayloadItem[];
  readonly personal: PersonalDetails;
  readonly avatarName: AvatarName | null;
  /** Couples only: the partner's avatar; null otherwise. */
  readonly partnerAvatarName: AvatarName | null;
}

export interface QuestionnaireProgress {
  readonly answers: Readonly<Record<string, AnswerValue>>;
  readonly currentStep: number;
  readonly personal: PersonalDetails;
}

export function progressOf(context: QuestionnaireContext, state: QuestionnaireState): QuestionnaireProgress {
  return {
    answers: restoreFormAnswers(context.definition, state.answers),
    currentStep: state.currentStep,
    personal: personalDetailsOf(personalFieldSpecs(context), state.personal),
  };
}

/** The form's answers with the derived ones (the age from the birth date) filled in, in canonical form. */
export function answersWithDerived(context: QuestionnaireContext, state: Pick<QuestionnaireState, "answers" | "personal">): Readonly<Record<string, AnswerValue>> {
  const derived = withDerivedAnswers(context.definition, state.answers, lifeFactsOf(context, state.personal));
  return restoreFormAnswers(context.definition, derived);
}

export function buildResult(context: QuestionnaireContext, state: QuestionnaireState, avatarSeed?: string): QuestionnaireResult {
  const answers = answersWithDerived(context, state);
  return {
    answers,
    payload: buildAnswerPayload(context.definition, answers, { currentStep: state.currentStep, withFinalAnswer: true }),
    personal: personalDetailsOf(personalFieldSpecs(context), state.personal),
    ...avatarsOf(context, state, avatarSeed, answers),
  };
}

/** The engine's avatar for the respondent (and the partner, for couples) from sex and age, or the birth date. */
export function avatarsOf(
  context: QuestionnaireContext,
  state: Pick<QuestionnaireState, "answers" | "personal">,
  avatarSeed?: string,
  canonical: Readonly<Record<string, AnswerValue>> = restoreFormAnswers(context.definition, state.answers),
): Pick<QuestionnaireResult, "avatarName" | "partnerAvatarName"> {
  const { definition, today } = context;
  const avatar = (partner: boolean, birthDate: string) =>
    avatarFromAnswers(canonical, {
      partner,
      birthDate: normalisedDate(birthDate) || null,
      ...(today ? { today } : {}),
      ...(avatarSeed === undefined ? {} : { seed: partner ? `${avatarSeed}:partner` : avatarSeed }),
    });
  return {
    avatarName: avatar(false, state.personal.birthDate),
    partnerAvatarName: definition.personalFields.partner ? avatar(true, state.personal.partnerBirthDate) : null,
  };
}
