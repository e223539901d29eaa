import { describe, expect, it } from "vitest";
import { TRAITS, type BigFive, type TraitKey } from "../person/person";
import { MID } from "../testing/builders";
import { forecastLovePair, type LoveForecast, type LovePerson } from "./forecast-love-pair";
import { LOVE_TRAIT_WEIGHTS } from "./love-model";
import { LOVE_DIMENSIONS, type LoveDimension } from "./love-topics";

const opts = { seed: 11, today: "2025-06-01" };
const lp = (id: string, t: Partial<BigFive> = {}): LovePerson => ({ id, bigFive: { ...MID, ...t } });
function run(a: LovePerson, b: LovePerson): LoveForecast {
  const r = forecastLovePair(a, b, opts);
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}
// Unrounded effects would hide nothing here: the steps are large enough for 0.1 rounding.
const delta = (dim: LoveDimension, who: "a" | "b", trait: TraitKey, step = 1.5, base: Partial<BigFive> = {}) => {
  const a0 = lp("a", base);
  const b0 = lp("b", base);
  const before = run(a0, b0)[dim];
  const moved = who === "a" ? run(lp("a", { ...base, [trait]: a0.bigFive[trait] + step }), b0) : run(a0, lp("b", { ...base, [trait]: b0.bigFive[trait] + step }));
  return { score: moved[dim].score - before.score, forA: moved[dim].byPerson.a - before.byPerson.a };
};

describe("couples anchors", () => {
  it("C1: raising partner's negative emotionality lowers compatibility most", () => {
    for (const dim of LOVE_DIMENSIONS) {
      const n = delta(dim, "b", "negativeEmotionality");
      expect(n.score).toBeLessThan(0);
      expect(n.forA).toBeLessThan(0);
      for (const t of TRAITS) if (t !== "negativeEmotionality") expect(Math.abs(delta(dim, "b", t).score)).toBeLessThan(Math.abs(n.score));
    }
  });

  it("C2: partner's agreeableness and conscientiousness raise it, extraversion a little, open-mindedness about zero", () => {
    for (const dim of LOVE_DIMENSIONS) {
      const a = delta(dim, "b", "agreeableness").score;
      const c = delta(dim, "b", "conscientiousness").score;
      const e = delta(dim, "b", "extraversion").score;
      const o = delta(dim, "b", "openMindedness").score;
      expect(a).toBeGreaterThan(0);
      expect(c).toBeGreaterThan(0);
      expect(e).toBeGreaterThan(0);
      expect(e).toBeLessThan(a);
      expect(Math.abs(o)).toBeLessThanOrEqual(0.25 * a);
    }
  });

  it("C3: a person's own trait matters at least as much as the partner's same trait", () => {
    for (const dim of LOVE_DIMENSIONS) {
      for (const t of TRAITS) {
        const own = delta(dim, "a", t, 1.5, { agreeableness: 3.5 }).forA;
        const partner = delta(dim, "b", t, 1.5, { agreeableness: 3.5 }).forA;
        expect(Math.abs(own)).toBeGreaterThanOrEqual(Math.abs(partner));
      }
    }
  });

  it("C4: an equally scored but dissimilar partner changes the result only slightly", () => {
    const me = lp("a", { extraversion: 4, agreeableness: 3.5, conscientiousness: 3, negativeEmotionality: 2.5, openMindedness: 4 });
    for (const dim of LOVE_DIMENSIONS) {
      const w = LOVE_TRAIT_WEIGHTS[dim];
      // Same weighted score: extraversion -1.5 and open-mindedness -2, compensated by raising agreeableness and conscientiousness.
      const comp = (1.5 * w.extraversion + 2 * w.openMindedness) / (w.agreeableness + w.conscientiousness);
      const twin = lp("b", { ...me.bigFive });
      const other = lp("b", { ...me.bigFive, extraversion: 2.5, openMindedness: 2, agreeableness: 3.5 + comp, conscientiousness: 3 + comp });
      expect(other.bigFive.agreeableness).toBeLessThanOrEqual(5);
      const d = Math.abs(run(me, other)[dim].score - run(me, twin)[dim].score);
      expect(d).toBeLessThanOrEqual(2);
      // ...far less than a modest real change in the partner's negative emotionality.
      const calmer = Math.abs(run(me, lp("b", { ...me.bigFive, negativeEmotionality: 1.5 }))[dim].score - run(me, twin)[dim].score);
      expect(d).toBeLessThan(calmer);
    }
  });

  it("keeps the spread of typical couples moderate and the topics small", () => {
    const hi = run(lp("a", { negativeEmotionality: 2, agreeableness: 4, conscientiousness: 4 }), lp("b", { negativeEmotionality: 2, agreeableness: 4, conscientiousness: 4 }));
    const lo = run(lp("a", { negativeEmotionality: 4, agreeableness: 2, conscientiousness: 2 }), lp("b", { negativeEmotionality: 4, agreeableness: 2, conscientiousness: 2 }));
    // One SD-ish profile either way stays well inside 20..80.
    expect(hi.love.score).toBeLessThan(80);
    expect(lo.love.score).toBeGreaterThan(20);
    expect(hi.love.score - lo.love.score).toBeGreaterThan(10);
    const all = { sharedInterests: "many", weeklyTimeTogether: "over_30", difficulty: "talk_it_through", secondChances: "yes", workLifeBalance: "balanced", weekend: "mixed" } as const;
    const withTopics = run({ ...lp("a"), answers: all }, { ...lp("b"), answers: all });
    const plain = run(lp("a"), lp("b"));
    for (const dim of LOVE_DIMENSIONS) expect(Math.abs(withTopics[dim].score - plain[dim].score)).toBeLessThanOrEqual(5);
    expect(withTopics.marital.score).toBeGreaterThan(plain.marital.score);
    expect(withTopics.love.contributors.some((c) => c.code === "love_topic")).toBe(true);
  });
});
