import { describe, expect, it } from "vitest";
import { coupleQuestionnaireV1 } from "./content/couple-v1";
import { asPartnerAnswers, invitationPart, splitCoupleAnswers, togetherVariant } from "./couple-modes";
import { validateStep } from "./steps";

const couple = coupleQuestionnaireV1;

describe("togetherVariant", () => {
  const together = togetherVariant(couple);
  it("keeps every question name, group and step, so the same answers fit", () => {
    expect(together.questions.map((q) => [q.neuronName, q.step, q.options.groupId])).toEqual(couple.questions.map((q) => [q.neuronName, q.step, q.options.groupId]));
  });
  it("asks the partner copies in the partner's own words", () => {
    const age = together.questions.find((q) => q.neuronName === "age_partner")!;
    const ownAge = couple.questions.find((q) => q.neuronName === "age")!;
    expect(couple.questions.find((q) => q.neuronName === "age_partner")!.label).not.toEqual(ownAge.label);
    expect(age.label).toEqual(ownAge.label);
  });
  it("retitles only the partner's step", () => {
    expect(together.steps[0]).toEqual(couple.steps[0]);
    expect(together.steps[1]!.title.en).toBe("Your partner answers about themselves");
    expect(together.steps[1]!.title.ru).toBe("Партнёр отвечает о себе");
  });
});

describe("invitationPart", () => {
  const part = invitationPart(couple);
  it("holds the own questions and one person's details", () => {
    expect(part.questions.every((q) => !q.isPartner)).toBe(true);
    expect(part.questions).toHaveLength(couple.questions.filter((q) => !q.isPartner).length);
    expect(part.steps.map((s) => s.id)).toEqual(["about_you"]);
    expect(part.personalFields.partner).toBeNull();
    expect(part.personalFields.firstName).toBe("required");
  });
});

describe("answers of both parties", () => {
  it("moves own answers onto the partner copies, which then complete the partner step", () => {
    const own = { gender: "female", age: 30 };
    expect(asPartnerAnswers(own)).toEqual({ gender_partner: "female", age_partner: 30 });
    const missingBefore = validateStep("about_partner", couple.questions, {}).map((i) => i.question);
    const missingAfter = validateStep("about_partner", couple.questions, asPartnerAnswers(own)).map((i) => i.question);
    expect(missingBefore).toContain("age_partner");
    expect(missingAfter).not.toContain("age_partner");
  });
  it("splits a submission into a's answers and the partner copies", () => {
    expect(splitCoupleAnswers(couple, { gender: "male", gender_partner: "female", unknown: 1 })).toEqual({ own: { gender: "male", unknown: 1 }, partner: { gender_partner: "female" } });
  });
});
