import { makePartnerQuestions } from "../partner";
import type { QuestionnaireDefinition } from "../types";
import { numbered, onStep, t } from "./builders";
import { ageQuestion, genderQuestion, step } from "./common";
import { personalityQuestions } from "./personality-items";

const ownQuestions = numbered(onStep("about_you", [genderQuestion(), ageQuestion(), ...personalityQuestions()]));

/**
 * The couple questionnaire, version 1: the person answers about themselves, then
 * the same questions about the partner (partner copies on their own step).
 */
export const coupleQuestionnaireV1: QuestionnaireDefinition = {
  kind: "couple",
  version: 1,
  title: t("Анкета для пары", "Couple questionnaire"),
  steps: [step("about_you"), step("about_partner")],
  questions: [...ownQuestions, ...makePartnerQuestions(ownQuestions, { step: "about_partner" })],
  personalFields: {
    firstName: "required",
    lastName: "none",
    birthDate: "optional",
    partner: { firstName: "required", birthDate: "optional" },
  },
};
