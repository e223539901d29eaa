import { describe, expect, it } from "vitest";
import { coupleQuestionnaireV1 } from "../content/couple-v1";
import { loveQuestionnaireV1 } from "../content/love-v1";
import { profileQuestionnaireV1 } from "../content/profile-v1";
import { fillAnswers } from "../testing/fill";
import type { Answers } from "../types";
import { bigFiveResponses, scoreQuestionnaireBigFive } from "./from-answers";
import { BIG_FIVE_INVENTORY, inventoryItem } from "./inventory";

const everyParty = [
  { definition: profileQuestionnaireV1, partner: false },
  { definition: loveQuestionnaireV1, partner: false },
  { definition: coupleQuestionnaireV1, partner: false },
  { definition: coupleQuestionnaireV1, partner: true },
];

describe("content personality questions", () => {
  it("map one to one onto the inventory, in inventory order", () => {
    for (const { definition, partner } of everyParty) {
      const items = definition.questions
        .filter((q) => q.bigFiveItem !== undefined && (q.isPartner === true) === partner)
        .sort((a, b) => a.index - b.index)
        .map((q) => q.bigFiveItem);
      expect(items).toEqual(BIG_FIVE_INVENTORY.map((i) => i.id));
    }
  });

  it("carry a reverse-scored flag that agrees with the inventory and a 1..5 agree scale", () => {
    for (const { definition } of everyParty) {
      for (const question of definition.questions.filter((q) => q.bigFiveItem !== undefined)) {
        expect(question.reverseScored).toBe(inventoryItem(question.bigFiveItem ?? 0)?.keyed === "reverse");
        expect(question.type).toBe("select");
        expect(question.scope.map((o) => o.computed)).toEqual([1, 2, 3, 4, 5]);
        expect(question.options.dependsOn).toBeUndefined();
      }
    }
  });
});

describe("scoreQuestionnaireBigFive", () => {
  it("scores a completed profile", () => {
    const answers = fillAnswers(profileQuestionnaireV1, () => 4); // every item answered "5"
    const result = scoreQuestionnaireBigFive(profileQuestionnaireV1, answers);
    expect(result.ok && result.value.scale.openMindedness).toBe(50);
  });

  it("reads own and partner items separately", () => {
    const answers: Record<string, string> = {};
    for (const q of coupleQuestionnaireV1.questions) {
      if (q.bigFiveItem === undefined) continue;
      const item = inventoryItem(q.bigFiveItem);
      // The partner is maximally agreeable; the person answers 3 everywhere.
      const agreeable = item?.domain === "agreeableness" ? (item.keyed === "forward" ? "5" : "1") : "3";
      answers[q.neuronName] = q.isPartner ? agreeable : "3";
    }
    const own = scoreQuestionnaireBigFive(coupleQuestionnaireV1, answers);
    const partner = scoreQuestionnaireBigFive(coupleQuestionnaireV1, answers, { partner: true });
    expect(own.ok && own.value.means.agreeableness).toBe(3);
    expect(partner.ok && partner.value.means.agreeableness).toBe(5);
  });

  it("reports missing items instead of guessing", () => {
    const answers: Answers = { personality_01: "4" };
    expect(bigFiveResponses(loveQuestionnaireV1, answers)).toEqual({ 1: 4 });
    const result = scoreQuestionnaireBigFive(loveQuestionnaireV1, answers);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code === "missing_items" && result.error.items).toHaveLength(29);
  });
});
