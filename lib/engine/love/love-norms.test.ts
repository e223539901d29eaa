import { describe, expect, it } from "vitest";
import { quantileSorted } from "../core/math";
import { forecastLovePair } from "./forecast-love-pair";
import { centreBigFive, coupleScore } from "./love-model";
import {
  BFI2_CORRELATIONS,
  BFI2_NORMS,
  LOVE_REFERENCE_COUPLES,
  buildLoveReference,
  cholesky,
  loveBand,
  loveBandThresholds,
  lovePercentile,
  loveReference,
  loveScoreAtPercentile,
} from "./love-norms";
import { LOVE_DIMENSIONS } from "./love-topics";
import { TRAITS } from "../person/person";

const opts = { seed: 3, today: "2025-06-01" };
const mean = BFI2_NORMS;
const normPerson = (id: string) => ({ id, bigFive: Object.fromEntries(TRAITS.map((t) => [t, mean[t].mean])) as Record<(typeof TRAITS)[number], number> });

describe("love reference population", () => {
  it("has at least 4,000 couples per dimension, sorted, inside 0..100", () => {
    expect(LOVE_REFERENCE_COUPLES).toBeGreaterThanOrEqual(4000);
    for (const d of LOVE_DIMENSIONS) {
      const s = loveReference()[d];
      expect(s.length).toBe(LOVE_REFERENCE_COUPLES);
      for (let i = 1; i < s.length; i++) expect(s[i]!).toBeGreaterThanOrEqual(s[i - 1]!);
      expect(s[0]!).toBeGreaterThanOrEqual(0);
      expect(s[s.length - 1]!).toBeLessThanOrEqual(100);
    }
  });

  it("is deterministic: a fresh computation equals the memoised one", () => {
    const fresh = buildLoveReference();
    for (const d of LOVE_DIMENSIONS) expect(Array.from(fresh[d])).toEqual(Array.from(loveReference()[d]));
    expect(loveReference()).toBe(loveReference());
  });

  it("uses a valid (positive definite) correlation matrix from the norms", () => {
    const l = cholesky(BFI2_CORRELATIONS);
    for (let i = 0; i < l.length; i++) expect(l[i]![i]!).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) for (let j = 0; j < 5; j++) expect(BFI2_CORRELATIONS[i]![j]).toBe(BFI2_CORRELATIONS[j]![i]);
  });

  it("scores each couple with the forecast's own formula (same score as forecastLovePair)", () => {
    const a = { id: "a", bigFive: { extraversion: 2.6, agreeableness: 4.2, conscientiousness: 3.1, negativeEmotionality: 3.9, openMindedness: 4.5 } };
    const b = { id: "b", bigFive: { extraversion: 3.8, agreeableness: 3.3, conscientiousness: 4.4, negativeEmotionality: 2.2, openMindedness: 3.6 } };
    const r = forecastLovePair(a, b, opts);
    if (!r.ok) throw new Error(r.error.code);
    for (const d of LOVE_DIMENSIONS) expect(Math.round(10 * coupleScore(d, centreBigFive(a.bigFive), centreBigFive(b.bigFive))) / 10).toBe(r.value[d].score);
  });
});

describe("lovePercentile", () => {
  it("is monotonic and within 0..100 over the whole score range", () => {
    for (const d of LOVE_DIMENSIONS) {
      let prev = -1;
      for (let x = 0; x <= 100; x += 0.1) {
        const p = lovePercentile(d, x);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(100);
        expect(p).toBeGreaterThanOrEqual(prev);
        prev = p;
      }
      expect(lovePercentile(d, 0)).toBe(0);
      expect(lovePercentile(d, 100)).toBe(100);
    }
  });

  it("interpolates between couples and inverts loveScoreAtPercentile", () => {
    for (const d of LOVE_DIMENSIONS) {
      const s = loveReference()[d];
      for (const q of [0.05, 0.25, 0.5, 0.75, 0.95]) expect(lovePercentile(d, quantileSorted(s, q))).toBeCloseTo(100 * q, 1);
      expect(Math.abs(lovePercentile(d, loveScoreAtPercentile(d, 40)) - 40)).toBeLessThan(1);
    }
  });

  it("puts the population's median couple near the 50th percentile and a couple of two average people near it too", () => {
    const r = forecastLovePair(normPerson("a"), normPerson("b"), opts);
    if (!r.ok) throw new Error(r.error.code);
    for (const d of LOVE_DIMENSIONS) {
      expect(lovePercentile(d, loveScoreAtPercentile(d, 50))).toBeCloseTo(50, 0);
      // Two people at the norm means: not identical to the median couple (the score is not linear
      // in traits after clamping, and identical partners gain the small similarity term), but close.
      expect(Math.abs(lovePercentile(d, r.value[d].score) - 50)).toBeLessThan(10);
    }
  });

  it("spreads typical couples moderately (personality explains a modest share)", () => {
    for (const d of LOVE_DIMENSIONS) {
      const iqr = loveScoreAtPercentile(d, 75) - loveScoreAtPercentile(d, 25);
      expect(iqr).toBeGreaterThan(5);
      expect(iqr).toBeLessThan(20);
      expect(loveScoreAtPercentile(d, 5)).toBeGreaterThan(30);
      expect(loveScoreAtPercentile(d, 95)).toBeLessThan(80);
    }
  });
});

describe("loveBand", () => {
  it("is low below the 25th percentile, high from the 75th, typical between", () => {
    for (const d of LOVE_DIMENSIONS) {
      const t = loveBandThresholds(d);
      expect(t.low).toBeLessThan(t.high);
      expect(loveBand(d, t.low - 0.5)).toBe("low");
      expect(loveBand(d, t.low + 0.05)).toBe("typical");
      expect(loveBand(d, (t.low + t.high) / 2)).toBe("typical");
      expect(loveBand(d, t.high - 0.5)).toBe("typical");
      expect(loveBand(d, t.high)).toBe("high");
      expect(loveBand(d, t.high + 0.5)).toBe("high");
      expect(loveBand(d, 0)).toBe("low");
      expect(loveBand(d, 100)).toBe("high");
    }
  });

  it("agrees with the percentile everywhere", () => {
    for (const d of LOVE_DIMENSIONS) {
      for (let x = 30; x <= 80; x += 0.1) {
        const p = lovePercentile(d, x);
        expect(loveBand(d, x)).toBe(p >= 75 ? "high" : p < 25 ? "low" : "typical");
      }
    }
  });

  it("gives about a quarter of the reference couples each outer band", () => {
    for (const d of LOVE_DIMENSIONS) {
      const s = loveReference()[d];
      const count = (b: string) => Array.from(s).filter((x) => loveBand(d, x) === b).length / s.length;
      expect(count("high")).toBeCloseTo(0.25, 1);
      expect(count("low")).toBeCloseTo(0.25, 1);
    }
  });
});
