import { describe, expect, it } from "vitest";
import { BIG_FIVE_DOMAINS, BIG_FIVE_INVENTORY } from "./inventory";
import { keyedValue, scoreBigFive, toScale } from "./score";

const answerAll = (pick: (id: number) => number) => Object.fromEntries(BIG_FIVE_INVENTORY.map((i) => [i.id, pick(i.id)]));

describe("scoreBigFive", () => {
  it("S1: answering every item the same gives the midpoint on every domain", () => {
    for (const answer of [1, 3, 5]) {
      const result = scoreBigFive(answerAll(() => answer));
      expect(result.ok).toBe(true);
      if (!result.ok) continue;
      for (const domain of BIG_FIVE_DOMAINS) {
        expect(result.value.means[domain]).toBe(3);
        expect(result.value.scale[domain]).toBe(50);
      }
    }
  });

  it("scores reverse-keyed items as 6 - answer", () => {
    expect(keyedValue(1, "reverse")).toBe(5);
    expect(keyedValue(2, "forward")).toBe(2);
    // Agreeing fully with every extraversion item written the extraverted way, and
    // disagreeing with every one written the other way, is the top of the scale.
    const result = scoreBigFive(answerAll((id) => {
      const item = BIG_FIVE_INVENTORY[id - 1];
      if (item?.domain !== "extraversion") return 3;
      return item.keyed === "forward" ? 5 : 1;
    }));
    expect(result.ok && result.value.means.extraversion).toBe(5);
    expect(result.ok && result.value.scale.extraversion).toBe(100);
    expect(result.ok && result.value.scale.agreeableness).toBe(50);
  });

  it("averages the keyed answers of the domain", () => {
    // Extraversion: items 1, 11, 21 forward; 6, 16, 26 reverse.
    const answers = answerAll(() => 3);
    Object.assign(answers, { 1: 4, 11: 5, 21: 2, 6: 1, 16: 2, 26: 4 });
    const result = scoreBigFive(answers);
    const mean = (4 + 5 + 2 + 5 + 4 + 2) / 6;
    expect(result.ok && result.value.means.extraversion).toBeCloseTo(mean, 12);
    expect(result.ok && result.value.scale.extraversion).toBeCloseTo(((mean - 1) / 4) * 100, 12);
  });

  it("maps 1..5 onto 0..100", () => {
    expect(toScale(1)).toBe(0);
    expect(toScale(3)).toBe(50);
    expect(toScale(5)).toBe(100);
  });

  it("returns the missing items as an error", () => {
    const answers = answerAll(() => 3);
    delete answers[7];
    delete answers[30];
    expect(scoreBigFive(answers)).toEqual({ ok: false, error: { code: "missing_items", items: [7, 30] } });
    expect(scoreBigFive({})).toMatchObject({ ok: false, error: { code: "missing_items" } });
  });

  it("returns answers outside the integers 1..5 as an error", () => {
    const answers = { ...answerAll(() => 3), 2: 0, 3: 6, 4: 2.5 };
    expect(scoreBigFive(answers)).toEqual({ ok: false, error: { code: "invalid_answers", items: [2, 3, 4] } });
  });
});
