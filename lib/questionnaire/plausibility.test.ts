import { describe, expect, it } from "vitest";
import { profileQuestionnaireV1 } from "./content/profile-v1";
import { profileQuestionnaireV2 as profile } from "./content/profile-v2";
import { checkDefinition } from "./definition-check";
import { withDerivedAnswers, type LifeFacts } from "./plausibility";
import { fillAnswers } from "./testing/fill";
import { firstIncompleteStep, validateQuestionnaireStep, type StepIssue } from "./steps";
import type { Answers, QuestionnaireDefinition } from "./types";
import { validatePersonalDetails } from "./validation";

const TODAY = { year: 2026, month: 11, day: 28 };
const born = (birthDate: string): LifeFacts => ({ birthDate, today: TODAY });

// A complete, plausible biography of someone born in 1991 (35 on TODAY).
const EDUCATION: Answers = {
  school_type: "general",
  school_count: "1",
  school_years: "years_11",
  college_attended: "no",
  higher_education: "completed",
  university_field: { value: "natural_sciences", child: { value: "physics" } },
  university_type: "regional",
  university_years: 5,
  study_relocation: "no",
  highest_degree: "specialist",
  second_degree: "no",
  additional_education: "none",
  speaks_foreign_languages: "no",
};
const EXPERIENCE: Answers = {
  military_service: "no",
  work_experience_years: 12,
  career_start_year: 2013,
  still_working: "yes",
  employers_count: "2_3",
  work_relocation: "no",
  managerial_experience: "no",
  entrepreneurship: "never",
};

const education = (answers: Answers, facts: LifeFacts) => validateQuestionnaireStep(profile, "education", { ...EDUCATION, ...answers }, facts);
const experience = (answers: Answers, facts: LifeFacts) => validateQuestionnaireStep(profile, "experience", { ...EDUCATION, ...EXPERIENCE, ...answers }, facts);
const on = (issues: StepIssue[], question: string) => issues.filter((issue) => issue.question === question);

describe("career years against the birth date", () => {
  it("refuses a career started in 1983 by someone born in 1991, naming the earliest year", () => {
    expect(on(experience({ career_start_year: 1983 }, born("1991-06-10")), "career_start_year")).toEqual([
      { question: "career_start_year", code: "before_age", limit: 2005, minAge: 14 },
    ]);
  });

  it("accepts 2009, and the year the person turned 14 (2005) but not the year before", () => {
    expect(experience({ career_start_year: 2009 }, born("1991-06-10"))).toEqual([]);
    expect(experience({ career_start_year: 2005 }, born("1991-06-10"))).toEqual([]);
    expect(on(experience({ career_start_year: 2004 }, born("1991-06-10")), "career_start_year")).toHaveLength(1);
  });

  it("refuses a year that has not come yet, and an end before the start", () => {
    expect(on(experience({ career_start_year: 2027 }, born("1991-06-10")), "career_start_year")).toEqual([
      { question: "career_start_year", code: "after_this_year", limit: 2026 },
    ]);
    const ended = { still_working: "no", career_start_year: 2015, career_end_year: 2012 };
    expect(on(experience(ended, born("1991-06-10")), "career_end_year")).toEqual([{ question: "career_end_year", code: "range_order" }]);
    expect(experience({ ...ended, career_end_year: 2026 }, born("1991-06-10"))).toEqual([]);
    expect(on(experience({ ...ended, career_end_year: 2030 }, born("1991-06-10")), "career_end_year")[0]?.code).toBe("after_this_year");
  });

  it("refuses more years of work than the years since 14", () => {
    // Born 1991-06-10: 35 on TODAY, so at most 21 years of work.
    expect(experience({ work_experience_years: 21 }, born("1991-06-10"))).toEqual([]);
    expect(on(experience({ work_experience_years: 22 }, born("1991-06-10")), "work_experience_years")).toEqual([
      { question: "work_experience_years", code: "exceeds_lifetime", limit: 21 },
    ]);
  });
});

describe("still working", () => {
  it("asks the end year only of someone who has stopped working", () => {
    const stillWorking = validateQuestionnaireStep(profile, "experience", { ...EDUCATION, ...EXPERIENCE }, born("1991-06-10"));
    expect(stillWorking).toEqual([]);
    const stopped = experience({ still_working: "no" }, born("1991-06-10"));
    expect(stopped).toEqual([{ question: "career_end_year", code: "missing" }]);
  });

  it("is itself required once the person has worked, and not asked of someone who never has", () => {
    const { still_working: _omitted, ...withoutControl } = EXPERIENCE;
    expect(validateQuestionnaireStep(profile, "experience", { ...EDUCATION, ...withoutControl }, born("1991-06-10"))).toEqual([
      { question: "still_working", code: "missing" },
    ]);
    const never = { military_service: "no", work_experience_years: 0, entrepreneurship: "never" };
    expect(validateQuestionnaireStep(profile, "experience", { ...EDUCATION, ...never }, born("1991-06-10"))).toEqual([]);
  });
});

describe("study and military years against the birth date", () => {
  // Born 1992-03-01: 34 on TODAY.
  const at34 = born("1992-03-01");

  it("refuses 13 years of service at 34 after 11 years of school and 6 at university (30 years since the age of 5 in 29)", () => {
    const studied = { school_years: "years_11", university_years: 6, military_service: "contract" };
    expect(on(experience({ ...studied, military_years: 13 }, at34), "military_years")).toEqual([
      { question: "military_years", code: "exceeds_lifetime", limit: 12 },
    ]);
    expect(experience({ ...studied, military_years: 12 }, at34)).toEqual([]);
  });

  it("accepts 13 years of service at 34 after school alone (18 to 31 fits), but not 18.5 years (service starts at 16)", () => {
    const schoolOnly = { higher_education: "none", military_service: "contract" };
    expect(experience({ ...schoolOnly, military_years: 13 }, at34)).toEqual([]);
    expect(experience({ ...schoolOnly, military_years: 18 }, at34)).toEqual([]);
    expect(on(experience({ ...schoolOnly, military_years: 18.5 }, at34), "military_years")).toEqual([
      { question: "military_years", code: "exceeds_lifetime", limit: 18 },
    ]);
  });

  it("refuses study years that add up to more than the years since the age of 5, on the last of them", () => {
    // Born 2004-01-10: 22, so 17 years of study at most.
    const young = born("2004-01-10");
    expect(education({ school_years: "years_11", university_years: 6 }, young)).toEqual([]);
    expect(on(education({ school_years: "years_11", university_years: 7 }, young), "university_years")).toEqual([
      { question: "university_years", code: "exceeds_lifetime", limit: 6 },
    ]);
    expect(on(education({ school_years: "years_11", college_attended: "yes", college_years: 3, university_years: 4 }, young), "university_years")[0]?.limit).toBe(3);
  });

  it("applies no rule without a birth date, and none of a hidden question", () => {
    expect(experience({ career_start_year: 1983, work_experience_years: 50 }, { today: TODAY })).toEqual([]);
    expect(experience({ military_service: "no", military_years: 30 }, born("1992-03-01"))).toEqual([]);
  });
});

describe("age derived from the birth date", () => {
  it("fills the age from the birth date and replaces a typed one", () => {
    expect(withDerivedAnswers(profile, { age: 50, gender: "male" }, born("1991-11-29"))).toEqual({ age: 34, gender: "male" });
    expect(withDerivedAnswers(profile, { age: 50 }, born("1991-11-28"))).toEqual({ age: 35 });
    expect(withDerivedAnswers(profile, { age: 50 }, {})).toEqual({});
  });

  it("leaves definitions without a derived question untouched", () => {
    const answers = { age: 50 };
    expect(withDerivedAnswers(profileQuestionnaireV1, answers, born("1991-11-29"))).toBe(answers);
  });

  it("does not report the age as missing: the birth date is required instead", () => {
    const facts = born("1991-06-10");
    const issues = validateQuestionnaireStep(profile, "about_you", { gender: "female" }, facts);
    expect(issues.some((issue) => issue.question === "age")).toBe(false);
    expect(validatePersonalDetails(profile, { firstName: "Анна" }, { today: TODAY })).toEqual([{ field: "birthDate", code: "required" }]);
  });

  it("refuses a birth date that gives an age outside the question's bounds (14 to 99)", () => {
    expect(validatePersonalDetails(profile, { firstName: "Анна", birthDate: "2013-01-01" }, { today: TODAY })).toEqual([{ field: "birthDate", code: "age_out_of_range" }]);
    expect(validatePersonalDetails(profile, { firstName: "Анна", birthDate: "2012-11-28" }, { today: TODAY })).toEqual([]);
    expect(validatePersonalDetails(profile, { firstName: "Анна", birthDate: "1920-01-01" }, { today: TODAY })).toEqual([{ field: "birthDate", code: "age_out_of_range" }]);
  });

  it("sends a respondent whose birth date makes an earlier answer implausible back to that step", () => {
    const answers = { ...fillAnswers(profile), ...EDUCATION, ...EXPERIENCE, career_start_year: 2009 };
    expect(firstIncompleteStep(profile, answers, born("1991-06-10"))).toBe(profile.steps.length);
    expect(firstIncompleteStep(profile, answers, born("1999-06-10"))).toBe(2);
  });
});

describe("checkDefinition and the rules", () => {
  const withRules = (plausibility: unknown): QuestionnaireDefinition => ({ ...profile, plausibility } as unknown as QuestionnaireDefinition);

  it("accepts the shipped rules and refuses unknown questions, bad ages and kinds", () => {
    expect(checkDefinition(profile)).toEqual([]);
    const codes = (d: QuestionnaireDefinition) => checkDefinition(d).map((issue) => `${issue.where}: ${issue.detail}`);
    expect(codes(withRules([{ kind: "year_from_age", question: "nope", minAge: 14 }]))).toEqual(["plausibility[0]: unknown nope"]);
    expect(codes(withRules([{ kind: "years_since_age", questions: ["military_years"], fromAge: -1 }]))).toEqual(["plausibility[0]: fromAge"]);
    expect(codes(withRules([{ kind: "guess" }]))).toEqual(["plausibility[0]: kind"]);
    expect(codes({ ...profile, personalFields: { ...profile.personalFields, birthDate: "none" } })).toEqual(["profile: the birth date is not collected"]);
  });
});
