import { describe, expect, it } from "vitest";
import {
  NO_ANSWER,
  coupleQuestionnaireV1,
  loveQuestionnaireV1,
  personalityQuestionName,
  profileQuestionnaireV1,
  profileQuestionnaireV2,
  restoreAnswers,
} from "@/lib/questionnaire";
import { fillAnswers } from "@/lib/questionnaire/testing/fill";
import { miniComplete, miniDefinition, questionByName } from "@/lib/questionnaire/testing/fixtures";
import { personalDetailsOf, personalFieldSpecs } from "./personal-fields";
import { problemMessage } from "./problem-text";
import { avatarsOf, buildResult, progressOf } from "./questionnaire-result";
import { initQuestionnaireState, stepProblems, type QuestionnaireContext } from "./questionnaire-state";
import { blockQuestionNames, stepBlocks } from "./step-layout";

describe("stepBlocks", () => {
  it("lays out visible questions in display order, a range pair as one block", () => {
    const blocks = stepBlocks(miniDefinition, "second", miniComplete);
    expect(blocks.map((b) => [b.kind, blockQuestionNames(b)])).toEqual([
      ["question", ["langs"]],
      ["question", ["field"]],
      ["range", ["from", "to"]],
      ["question", ["total"]],
      ["question", ["both"]],
    ]);
  });

  it("puts a conditional question right after the answer that enables it", () => {
    const names = (answers: Record<string, string | number>) => stepBlocks(miniDefinition, "first", answers).flatMap(blockQuestionNames);
    expect(names({})).toEqual(["level", "years"]);
    expect(names({ level: "higher" })).toEqual(["level", "uni", "years"]);
    expect(names({ level: "higher", uni: "a", years: 3 })).toEqual(["level", "uni", "degree", "years", "managed"]);
  });

  it("groups the 30 personality items into one compact agree-scale block", () => {
    const blocks = stepBlocks(profileQuestionnaireV1, "about_you", {});
    expect(blocks.map((b) => b.kind)).toEqual(["question", "question", "scale"]);
    const scale = blocks[2];
    expect(scale?.kind === "scale" ? scale.questions.length : 0).toBe(30);
    expect(scale ? blockQuestionNames(scale)[0] : "").toBe(personalityQuestionName(1));
    const partner = stepBlocks(coupleQuestionnaireV1, "about_partner", {});
    expect(partner.map((b) => b.kind)).toEqual(["question", "question", "scale"]);
  });

  it("shows the profile's career range only after work experience above zero", () => {
    const kinds = (years: number) => stepBlocks(profileQuestionnaireV1, "experience", { military_service: "no", work_experience_years: years }).map((b) => b.kind);
    expect(kinds(0)).not.toContain("range");
    expect(kinds(5)).toContain("range");
  });
});

describe("profile v2's career years", () => {
  const blocks = (answers: Record<string, string | number>) =>
    stepBlocks(profileQuestionnaireV2, "experience", { military_service: "no", work_experience_years: 5, ...answers }).map((b) => (b.kind === "question" ? b.question.neuronName : b.kind));
  it("asks 'still working' before the years, and the end year beside the start only for someone who stopped", () => {
    expect(blocks({})).toEqual(expect.arrayContaining(["still_working", "career_start_year"]));
    expect(blocks({}).indexOf("still_working")).toBeLessThan(blocks({}).indexOf("career_start_year"));
    expect(blocks({ still_working: "yes" })).not.toContain("range");
    expect(blocks({ still_working: "no" })).toContain("range");
    expect(blocks({ still_working: "no" })).not.toContain("career_start_year");
  });

  it("never shows the derived age", () => {
    const names = stepBlocks(profileQuestionnaireV2, "about_you", {}).flatMap((b) => (b.kind === "question" ? [b.question.neuronName] : []));
    expect(names).toEqual(["gender"]);
  });
});

describe("problemMessage", () => {
  it("names the limit of an implausible answer (years as unformatted text, counts as numbers)", () => {
    const start = questionByName(profileQuestionnaireV2, "career_start_year");
    const military = questionByName(profileQuestionnaireV2, "military_years");
    expect(problemMessage(start, { question: "career_start_year", code: "before_age", limit: 2005, minAge: 14 }, 1983, "ru")).toEqual({ key: "before_age", values: { year: "2005", minAge: 14 } });
    expect(problemMessage(start, { question: "career_start_year", code: "after_this_year", limit: 2026 }, 2030, "en")).toEqual({ key: "after_this_year", values: { year: "2026" } });
    expect(problemMessage(military, { question: "military_years", code: "exceeds_lifetime", limit: 12.5 }, 13, "ru")).toEqual({ key: "exceeds_lifetime", values: { max: 12.5 } });
  });

  const years = questionByName(miniDefinition, "years");
  const field = questionByName(miniDefinition, "field");
  it("says why an answer is missing", () => {
    expect(problemMessage(years, "missing", undefined, "en")).toEqual({ key: "missing" });
    expect(problemMessage(years, "missing", 99, "en")).toEqual({ key: "out_of_range", values: { min: "0", max: "40" } });
    expect(problemMessage(field, "missing", { value: "eng" }, "en")).toEqual({ key: "incomplete_path" });
    expect(problemMessage(field, "missing", null, "en")).toEqual({ key: "missing" });
    expect(problemMessage(questionByName(miniDefinition, "to"), "range_order", 1990, "en")).toEqual({ key: "range_order" });
  });
});

describe("personalFieldSpecs", () => {
  it("follows each questionnaire's rules, with required flags from the engine", () => {
    const specs = (context: QuestionnaireContext) => personalFieldSpecs(context).map((s) => `${s.field}${s.required ? "*" : ""}`);
    expect(specs({ definition: profileQuestionnaireV1 })).toEqual(["firstName*", "lastName", "birthDate"]);
    expect(specs({ definition: profileQuestionnaireV1, lastNameRequired: true })).toEqual(["firstName*", "lastName*", "birthDate"]);
    expect(specs({ definition: loveQuestionnaireV1 })).toEqual(["firstName*", "birthDate*"]);
    expect(specs({ definition: coupleQuestionnaireV1 })).toEqual(["firstName*", "birthDate", "partnerFirstName*", "partnerBirthDate"]);
  });

  it("hands the page trimmed names, normalised birth dates and nulls for empty fields", () => {
    const specs = personalFieldSpecs({ definition: coupleQuestionnaireV1 });
    const values = { firstName: " Анна ", lastName: "ignored", birthDate: "1990-05-17", partnerFirstName: "Иван", partnerBirthDate: "" };
    expect(personalDetailsOf(specs, values)).toEqual({ firstName: "Анна", birthDate: "1990-05-17T00:00:00.000Z", partnerFirstName: "Иван", partnerBirthDate: null });
  });
});

describe("buildResult", () => {
  it("gives canonical answers, the engine's payload with final answers, and the avatar from sex and age", () => {
    const context: QuestionnaireContext = { definition: profileQuestionnaireV1, today: { year: 2025, month: 3, day: 1 } };
    const answers = { ...fillAnswers(profileQuestionnaireV1), gender: "female", age: 30 };
    const state = { ...initQuestionnaireState(context, { answers, currentStep: 4, personal: { firstName: "Anna" } }) };
    const result = buildResult(context, state, "profile-1");
    expect(result.payload).toHaveLength(profileQuestionnaireV1.questions.length);
    expect(result.payload.every((item) => item.current_step === 4 && item.final_answer === true)).toBe(true);
    expect(restoreAnswers(result.payload, profileQuestionnaireV1)).toEqual(result.answers);
    expect(result.avatarName).toMatch(/^female-21-35-[ab]$/);
    expect(result.partnerAvatarName).toBeNull();
    expect(result.personal).toEqual({ firstName: "Anna", lastName: null, birthDate: null });
    expect(progressOf(context, state)).toEqual({ answers: result.answers, currentStep: 4, personal: result.personal });
  });

  it("sends hidden questions as no answer", () => {
    const context: QuestionnaireContext = { definition: miniDefinition };
    const state = initQuestionnaireState(context, { answers: { ...miniComplete, level: "none", uni: "a" } });
    const uni = buildResult(context, state).payload.find((item) => item.neuron_question === "uni");
    expect(uni?.response).toBe(NO_ANSWER);
  });

  it("takes the age from the birth date when there is no age question (love), and the partner's avatar for couples", () => {
    const love: QuestionnaireContext = { definition: loveQuestionnaireV1, today: { year: 2025, month: 3, day: 1 } };
    const loveState = initQuestionnaireState(love, { answers: { gender: "male" }, personal: { firstName: "A", birthDate: "1960-01-01" } });
    expect(avatarsOf(love, loveState)).toEqual({ avatarName: "male-51-plus-a", partnerAvatarName: null });
    const couple: QuestionnaireContext = { definition: coupleQuestionnaireV1 };
    const coupleState = initQuestionnaireState(couple, { answers: { gender: "male", age: 40, gender_partner: "female", age_partner: 18 } });
    expect(avatarsOf(couple, coupleState)).toEqual({ avatarName: "male-36-50-a", partnerAvatarName: "female-0-20-a" });
    expect(avatarsOf(couple, initQuestionnaireState(couple))).toEqual({ avatarName: null, partnerAvatarName: null });
  });
});

describe("the form and the plausibility rules (profile v2)", () => {
  const context: QuestionnaireContext = { definition: profileQuestionnaireV2, today: { year: 2026, month: 11, day: 28 } };
  const experience = { military_service: "no", work_experience_years: 10, still_working: "yes", career_start_year: 1983 };
  const stepOfExperience = profileQuestionnaireV2.steps.findIndex((s) => s.id === "experience");

  it("marks a career year before the birth date allows, and clears it when the birth date changes", () => {
    const state = initQuestionnaireState(context, { answers: experience, personal: { firstName: "Anna", birthDate: "1991-06-10" } });
    const problems = stepProblems(context, state, stepOfExperience);
    expect(problems.questions.career_start_year).toBe("before_age");
    expect(problems.issues.career_start_year).toEqual({ question: "career_start_year", code: "before_age", limit: 2005, minAge: 14 });
    const older = initQuestionnaireState(context, { answers: experience, personal: { firstName: "Anna", birthDate: "1965-06-10" } });
    expect(stepProblems(context, older, stepOfExperience).questions.career_start_year).toBeUndefined();
  });

  it("hands the page the age derived from the birth date, never a typed one", () => {
    const answers = { ...fillAnswers(profileQuestionnaireV2), age: 70, career_start_year: 2010, career_end_year: 2020 };
    const state = initQuestionnaireState(context, { answers, personal: { firstName: "Anna", birthDate: "1991-06-10" } });
    expect(buildResult(context, state).answers.age).toBe(35);
  });
});
