import { describe, expect, it } from "vitest";
import { PARTNER_MARKER } from "../partner";
import { firstIncompleteStep } from "../steps";
import { fillAnswers } from "../testing/fill";
import { coupleQuestionnaireV1 as couple } from "./couple-v1";
import { LOVE_TOPICS, loveQuestionnaireV1 as love } from "./love-v1";

describe("love questionnaire v1", () => {
  it("asks the 30 items and the ten love topics", () => {
    expect(love.questions.filter((q) => q.bigFiveItem !== undefined)).toHaveLength(30);
    expect(LOVE_TOPICS).toEqual([
      "meeting_place",
      "shared_interests",
      "work_life_balance",
      "weekend",
      "distance",
      "weekly_time_together",
      "attraction_type",
      "love_language",
      "difficulty",
      "second_chances",
    ]);
    const names = love.questions.map((q) => q.neuronName);
    for (const topic of LOVE_TOPICS) expect(names).toContain(topic);
    expect(names).toContain("gender");
  });

  it("requires a first name and a birth date", () => {
    expect(love.personalFields).toMatchObject({ firstName: "required", birthDate: "required", partner: null });
  });

  it("can be completed", () => {
    expect(firstIncompleteStep(love, fillAnswers(love, (q) => q.index))).toBe(love.steps.length);
  });
});

describe("couple questionnaire v1", () => {
  const own = couple.questions.filter((q) => !q.isPartner);
  const partner = couple.questions.filter((q) => q.isPartner);

  it("asks about the person, then the same about the partner", () => {
    expect(couple.steps.map((s) => s.id)).toEqual(["about_you", "about_partner"]);
    expect(own.every((q) => q.step === "about_you")).toBe(true);
    expect(partner.every((q) => q.step === "about_partner")).toBe(true);
    expect(partner.map((q) => q.neuronName)).toEqual(own.map((q) => `${q.neuronName}${PARTNER_MARKER}`));
    expect(partner.map((q) => q.scope)).toEqual(own.map((q) => q.scope));
  });

  it("words the partner copies about the partner", () => {
    for (const [i, question] of partner.entries()) {
      expect(question.label).not.toEqual(own[i]?.label);
      expect(question.label.en).toMatch(/partner/i);
      expect(question.label.ru).toMatch(/партн/i);
    }
  });

  it("requires a first name for each party", () => {
    expect(couple.personalFields).toMatchObject({ firstName: "required", partner: { firstName: "required" } });
  });

  it("can be completed", () => {
    expect(firstIncompleteStep(couple, fillAnswers(couple, (q) => q.index))).toBe(couple.steps.length);
  });
});
