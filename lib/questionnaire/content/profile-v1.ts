import type { QuestionnaireDefinition } from "../types";
import { numbered, onStep, t } from "./builders";
import { step } from "./common";
import { aboutYouQuestions } from "./profile-v1/about-you";
import { educationQuestions } from "./profile-v1/education";
import { experienceQuestions } from "./profile-v1/experience";
import { familyQuestions } from "./profile-v1/family";

/** The profile questionnaire, version 1: about you, education, experience, family. */
export const profileQuestionnaireV1: QuestionnaireDefinition = {
  kind: "profile",
  version: 1,
  title: t("Анкета профиля", "Profile questionnaire"),
  steps: [step("about_you"), step("education"), step("experience"), step("family")],
  questions: numbered([
    ...onStep("about_you", aboutYouQuestions),
    ...onStep("education", educationQuestions),
    ...onStep("experience", experienceQuestions),
    ...onStep("family", familyQuestions),
  ]),
  // An invitation may still require the last name through the state's flag.
  requiresLastName: false,
  personalFields: { firstName: "required", lastName: "optional", birthDate: "optional", partner: null },
};
