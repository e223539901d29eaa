import { describe, expect, it } from "vitest";
import { PARTNER_GROUP_FACTOR, PARTNER_MARKER, makePartnerQuestions, ownName, partnerName } from "./partner";
import { miniDefinition, questionByName } from "./testing/fixtures";
import { indexQuestions, isQuestionVisible } from "./visibility";

const own = miniDefinition.questions;
const copies = makePartnerQuestions(own);
const copy = (name: string) => {
  const found = copies.find((q) => q.neuronName === partnerName(name));
  if (!found) throw new Error(name);
  return found;
};

describe("makePartnerQuestions", () => {
  it("adds the partner marker to every name and flags the copies", () => {
    expect(PARTNER_MARKER).toBe("_partner");
    expect(copies.map((q) => q.neuronName)).toEqual(own.map((q) => `${q.neuronName}_partner`));
    expect(copies.every((q) => q.isPartner === true)).toBe(true);
  });

  it("multiplies the group id by 100 and keeps questions without one as they are", () => {
    expect(PARTNER_GROUP_FACTOR).toBe(100);
    expect(copy("from").options.groupId).toBe(700);
    expect(copy("to").options.groupId).toBe(700);
    expect(copy("level").options.groupId).toBeUndefined();
  });

  it("retargets conditions and formula terms to the partner copies", () => {
    expect(copy("uni").options.dependsOn?.conditions).toEqual([{ question: "level_partner", condition: "= higher" }]);
    expect(copy("total").answer?.formula?.questions).toEqual(["level_partner", "uni_partner", "years_partner"]);
  });

  it("makes partner visibility depend on partner answers only", () => {
    const all = indexQuestions([...own, ...copies]);
    expect(isQuestionVisible(copy("uni"), { level: "higher" }, all)).toBe(false);
    expect(isQuestionVisible(copy("uni"), { level_partner: "higher" }, all)).toBe(true);
  });

  it("uses the partner label, a step override and indexes after the originals", () => {
    const withLabel = [{ ...questionByName(miniDefinition, "level"), partnerLabel: { ru: "Уровень партнёра", en: "Partner's level" } }];
    const [labelled] = makePartnerQuestions(withLabel, { step: "about_partner" });
    expect(labelled?.label).toEqual({ ru: "Уровень партнёра", en: "Partner's level" });
    expect(labelled?.step).toBe("about_partner");
    expect(labelled).not.toHaveProperty("partnerLabel");
    const maxIndex = Math.max(...own.map((q) => q.index));
    expect(Math.min(...copies.map((q) => q.index))).toBeGreaterThan(maxIndex);
    expect(copy("level").step).toBe("first");
  });

  it("leaves the originals untouched", () => {
    const before = JSON.stringify(own);
    makePartnerQuestions(own);
    expect(JSON.stringify(own)).toBe(before);
  });
});

describe("partner names", () => {
  it("adds and removes the marker", () => {
    expect(partnerName("gender")).toBe("gender_partner");
    expect(ownName("gender_partner")).toBe("gender");
    expect(ownName("gender")).toBe("gender");
  });
});
