import { describe, expect, it } from "vitest";
import { isQuestionVisible, indexQuestions } from "../visibility";
import { buildAnswerPayload } from "../payload";
import { firstIncompleteStep } from "../steps";
import { scoreQuestionnaireBigFive } from "../big-five/from-answers";
import { fillAnswers } from "../testing/fill";
import type { Answers, QuestionType } from "../types";
import { profileQuestionnaireV1 as profile } from "./profile-v1";

const byName = indexQuestions(profile.questions);
const q = (name: string) => {
  const found = byName.get(name);
  if (!found) throw new Error(`missing question ${name}`);
  return found;
};
const visible = (name: string, answers: Answers) => isQuestionVisible(q(name), answers, byName);

describe("profile questionnaire v1", () => {
  it("has the four steps about you, education, experience, family", () => {
    expect(profile.steps.map((s) => s.id)).toEqual(["about_you", "education", "experience", "family"]);
    expect(profile.steps.map((s) => s.title.en)).toEqual(["About you", "Education", "Experience", "Family"]);
  });

  it("asks sex, age and the 30 personality items on the first step", () => {
    const first = profile.questions.filter((x) => x.step === "about_you");
    expect(first.map((x) => x.neuronName).slice(0, 2)).toEqual(["gender", "age"]);
    expect(first.filter((x) => x.bigFiveItem !== undefined)).toHaveLength(30);
  });

  it("covers every answer topic of the specification", () => {
    const topics: Record<string, string[]> = {
      gender: ["gender"],
      age: ["age"],
      "schooling type and selectivity": ["school_type", "school_selectivity"],
      "number of schools": ["school_count"],
      college: ["college_attended", "college_years"],
      university: ["higher_education", "university_field", "university_type", "university_years"],
      relocation: ["study_relocation", "work_relocation"],
      degrees: ["highest_degree", "second_degree"],
      "additional education": ["additional_education"],
      languages: ["speaks_foreign_languages", "languages", "language_level"],
      "military service years": ["military_service", "military_years"],
      "work and managerial experience": ["work_experience_years", "career_start_year", "career_end_year", "managerial_experience", "managerial_years"],
      entrepreneurship: ["entrepreneurship", "business_years"],
      cohabitation: ["cohabitation_years", "previous_cohabitation"],
      children: ["has_children", "children_count", "youngest_child_age"],
      partner: ["relationship_status", "partner_age_gap", "partner_occupation"],
      family: ["raised_by"],
      "parents' years of life": ["mother_status", "mother_age", "mother_age_at_death", "father_status", "father_age", "father_age_at_death"],
      siblings: ["has_siblings", "siblings_count", "birth_order"],
      loss: ["experienced_loss", "loss_relation", "loss_when"],
    };
    for (const [topic, names] of Object.entries(topics)) {
      for (const name of names) expect(byName.has(name), `${topic}: ${name}`).toBe(true);
    }
  });

  it("uses every question type, with a three-level dropdown and a range pair", () => {
    const types = new Set(profile.questions.map((x) => x.type));
    expect([...types].sort()).toEqual((["dropdown", "formula", "multiselect", "range", "select", "slider"] satisfies QuestionType[]).sort());
    const field = q("university_field");
    const depth = (options: typeof field.scope): number => Math.max(0, ...options.map((o) => 1 + depth(o.children ?? [])));
    expect(depth(field.scope)).toBe(3);
    expect(q("career_start_year").options.groupId).toBe(q("career_end_year").options.groupId);
    expect([q("career_start_year").answer?.type, q("career_end_year").answer?.type]).toEqual(["min", "max"]);
    expect(q("education_total_years").answer?.formulaRender?.en).toContain("{value}");
  });

  it("asks university questions only after higher education, degrees only after graduating", () => {
    for (const name of ["university_field", "university_type", "university_years"]) {
      expect(visible(name, { higher_education: "none" })).toBe(false);
      expect(visible(name, { higher_education: "studying" })).toBe(true);
      expect(visible(name, { higher_education: "completed" })).toBe(true);
    }
    expect(visible("highest_degree", { higher_education: "incomplete" })).toBe(false);
    expect(visible("highest_degree", { higher_education: "completed" })).toBe(true);
    expect(visible("study_relocation", { higher_education: "none", college_attended: "no" })).toBe(false);
    expect(visible("study_relocation", { higher_education: "none", college_attended: "yes" })).toBe(true);
    expect(visible("school_selectivity", { school_type: "general" })).toBe(false);
    expect(visible("school_selectivity", { school_type: "gymnasium_lyceum" })).toBe(true);
    expect(visible("languages", { speaks_foreign_languages: "no" })).toBe(false);
    expect(visible("languages", { speaks_foreign_languages: "yes" })).toBe(true);
  });

  it("asks career details only after some work, management years only after managing", () => {
    expect(visible("career_start_year", { work_experience_years: 0 })).toBe(false);
    expect(visible("career_end_year", { work_experience_years: 3 })).toBe(true);
    expect(visible("managerial_years", { work_experience_years: 3, managerial_experience: "no" })).toBe(false);
    expect(visible("managerial_years", { work_experience_years: 3, managerial_experience: "yes" })).toBe(true);
    // A "yes" left behind after setting the work years back to zero counts for nothing.
    expect(visible("managerial_years", { work_experience_years: 0, managerial_experience: "yes" })).toBe(false);
    expect(visible("military_years", { military_service: "no" })).toBe(false);
    expect(visible("military_years", { military_service: "conscript" })).toBe(true);
    expect(visible("business_years", { entrepreneurship: "side_project" })).toBe(false);
    expect(visible("business_years", { entrepreneurship: "current_business" })).toBe(true);
  });

  it("asks family details only when they apply", () => {
    expect(visible("partner_age_gap", { relationship_status: "single" })).toBe(false);
    expect(visible("partner_age_gap", { relationship_status: "married" })).toBe(true);
    expect(visible("cohabitation_years", { relationship_status: "dating" })).toBe(false);
    expect(visible("cohabitation_years", { relationship_status: "cohabiting" })).toBe(true);
    expect(visible("children_count", { has_children: "no" })).toBe(false);
    expect(visible("children_count", { has_children: "yes" })).toBe(true);
    expect(visible("siblings_count", { has_siblings: "yes" })).toBe(true);
    expect(visible("mother_age", { mother_status: "deceased" })).toBe(false);
    expect(visible("mother_age_at_death", { mother_status: "deceased" })).toBe(true);
    expect(visible("loss_relation", { experienced_loss: "prefer_not_to_say" })).toBe(false);
    expect(visible("loss_when", { experienced_loss: "yes" })).toBe(true);
  });

  it("computes the total years of education from the visible answers", () => {
    const answers = { school_years: "years_11", college_attended: "no", college_years: 3, higher_education: "completed", university_years: 5, additional_education: "mba" };
    const items = buildAnswerPayload(profile, answers, { currentStep: 1 });
    expect(items.find((i) => i.neuron_question === "education_total_years")?.response).toBe(11 + 5 + 2);
  });

  it("can be completed, and a completed profile has Big Five scores", () => {
    for (const seed of [0, 1, 2, 3, 5, 8]) {
      const answers = fillAnswers(profile, (x) => x.index * 7 + seed);
      expect(firstIncompleteStep(profile, answers)).toBe(profile.steps.length);
      expect(scoreQuestionnaireBigFive(profile, answers).ok).toBe(true);
    }
  });
});
