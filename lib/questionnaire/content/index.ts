import type { QuestionnaireDefinition, QuestionnaireKind } from "../types";
import { coupleQuestionnaireV1 } from "./couple-v1";
import { loveQuestionnaireV1 } from "./love-v1";
import { profileQuestionnaireV1 } from "./profile-v1";
import { profileQuestionnaireV2 } from "./profile-v2";

export { coupleQuestionnaireV1, loveQuestionnaireV1, profileQuestionnaireV1, profileQuestionnaireV2 };
export { LOVE_TOPICS } from "./love-v1";
export { AGE_QUESTION, GENDER_QUESTION } from "./common";
export { AGREEMENT_SCALE, PERSONALITY_ITEM_TEXTS, personalityQuestionName } from "./personality-items";

/**
 * Every shipped content version, oldest first. A published version is never edited:
 * a change is a new entry with the next version number (the database seeds these).
 */
export const QUESTIONNAIRE_CONTENT: Readonly<Record<QuestionnaireKind, readonly QuestionnaireDefinition[]>> = {
  profile: [profileQuestionnaireV1, profileQuestionnaireV2],
  love: [loveQuestionnaireV1],
  couple: [coupleQuestionnaireV1],
};

export function latestQuestionnaire(kind: QuestionnaireKind): QuestionnaireDefinition {
  const versions = QUESTIONNAIRE_CONTENT[kind];
  return versions[versions.length - 1] as QuestionnaireDefinition;
}
