import type { PlausibilityRule, QuestionnaireDefinition } from "../types";
import { numbered, onStep, t } from "./builders";
import { step } from "./common";
import { aboutYouQuestionsV2 } from "./profile-v2/about-you";
import { experienceQuestionsV2 } from "./profile-v2/experience";
import { educationQuestions } from "./profile-v1/education";
import { familyQuestions } from "./profile-v1/family";

/** Earliest working age: a career year before the year the person turned 14 is refused. */
const WORKING_AGE = 14;
/** Schooling starts at 5 at the earliest (some countries begin at 5); study years are counted from there. */
const SCHOOL_AGE = 5;
/** Armed forces take volunteers from 16 at the earliest (17 or 18 in most countries). */
const SERVICE_AGE = 16;

const STUDY = ["school_years", "college_years", "university_years"];

/**
 * What a biography must fit (docs/questionnaire.md, "Plausibility"). Full-time study and
 * military service follow one another, so together they fit into the years since school
 * began; work may overlap study, so it is checked on its own.
 */
export const PROFILE_PLAUSIBILITY: readonly PlausibilityRule[] = [
  { kind: "year_from_age", question: "career_start_year", minAge: WORKING_AGE },
  { kind: "year_from_age", question: "career_end_year", minAge: WORKING_AGE },
  { kind: "years_since_age", questions: STUDY, fromAge: SCHOOL_AGE },
  { kind: "years_since_age", questions: ["military_years"], fromAge: SERVICE_AGE },
  { kind: "years_since_age", questions: [...STUDY, "military_years"], fromAge: SCHOOL_AGE },
  { kind: "years_since_age", questions: ["work_experience_years"], fromAge: WORKING_AGE },
  { kind: "years_since_age", questions: ["managerial_years"], fromAge: WORKING_AGE },
  { kind: "years_since_age", questions: ["business_years"], fromAge: WORKING_AGE },
];

/**
 * The profile questionnaire, version 2: the birth date is required and the age is
 * derived from it, "still working" is its own question, and the plausibility rules
 * check work, study and service years against the birth date. Question names and
 * option values are those of version 1.
 */
export const profileQuestionnaireV2: QuestionnaireDefinition = {
  kind: "profile",
  version: 2,
  title: t("Анкета профиля", "Profile questionnaire"),
  steps: [step("about_you"), step("education"), step("experience"), step("family")],
  questions: numbered([
    ...onStep("about_you", aboutYouQuestionsV2),
    ...onStep("education", educationQuestions),
    ...onStep("experience", experienceQuestionsV2),
    ...onStep("family", familyQuestions),
  ]),
  requiresLastName: false,
  personalFields: { firstName: "required", lastName: "optional", birthDate: "required", partner: null },
  plausibility: PROFILE_PLAUSIBILITY,
};
