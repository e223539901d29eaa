// Property tests: every output finite and inside its documented range; directions on random inputs.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { forecastLovePair } from "./love/forecast-love-pair";
import { LOVE_DIMENSIONS } from "./love/love-topics";
import { forecastPair } from "./pair/forecast-pair";
import { bigFive, interaction, personWith, TODAY } from "./testing/arbitraries";
import type { Contributor } from "./contributors/catalogue";
import { CONTRIBUTOR_CODES } from "./contributors/catalogue";

const inRange = (x: unknown, lo: number, hi: number) => typeof x === "number" && Number.isFinite(x) && x >= lo && x <= hi;
const validContributors = (cs: readonly Contributor[]) =>
  cs.length <= 5 && cs.every((c) => Object.hasOwn(CONTRIBUTOR_CODES, c.code) && Number.isFinite(c.impact) && (c.value === undefined || Number.isFinite(c.value)));

describe("pair forecast properties", () => {
  it("every month is finite and in range for random valid inputs", () => {
    fc.assert(
      fc.property(personWith("a"), personWith("b"), fc.option(personWith("m"), { nil: undefined }), interaction, fc.integer(), (a, b, m, i, seed) => {
        const r = forecastPair({ a, b, ...(m ? { manager: m } : {}), interaction: i }, { seed, today: TODAY });
        if (!r.ok) return false;
        return r.value.months.length === 12 && r.value.months.every((mo) =>
          inRange(mo.compatibility, 0, 100) &&
          inRange(mo.range.low, 0, 100) &&
          inRange(mo.range.high, 0, 100) &&
          mo.range.low <= mo.compatibility &&
          mo.compatibility <= mo.range.high &&
          Object.values(mo.components).every((v) => v === null || inRange(v, 0, 100)) &&
          validContributors(mo.contributors),
        );
      }),
      { numRuns: 150 },
    );
  });

  it("is deterministic: the same input and seed give the same output", () => {
    fc.assert(
      fc.property(personWith("a"), personWith("b"), interaction, fc.integer(), (a, b, i, seed) => {
        const x = forecastPair({ a, b, interaction: i }, { seed, today: TODAY });
        const y = forecastPair({ a: structuredClone(a), b: structuredClone(b), interaction: { ...i } }, { seed, today: TODAY });
        expect(y).toEqual(x);
      }),
      { numRuns: 40 },
    );
  });
});

describe("love forecast properties", () => {
  it("every score is finite and in range for random valid inputs", () => {
    fc.assert(
      fc.property(bigFive, bigFive, fc.integer(), (x, y, seed) => {
        const r = forecastLovePair({ id: "a", bigFive: x }, { id: "b", bigFive: y }, { seed, today: TODAY });
        if (!r.ok) return false;
        return LOVE_DIMENSIONS.every((d) => {
          const s = r.value[d];
          return inRange(s.score, 0, 100) && inRange(s.byPerson.a, 0, 100) && inRange(s.byPerson.b, 0, 100) && s.range.low <= s.score && s.score <= s.range.high && validContributors(s.contributors);
        });
      }),
      { numRuns: 200 },
    );
  });

  it("C1/C2 directions hold for random couples: partner's N down, A and C up, each raise compatibility", () => {
    fc.assert(
      fc.property(bigFive, bigFive, (x, y) => {
        const score = (yy: typeof y) => {
          const r = forecastLovePair({ id: "a", bigFive: x }, { id: "b", bigFive: yy }, { seed: 1, today: TODAY });
          return r.ok ? r.value.love.score : Number.NaN;
        };
        const base = score(y);
        if (y.negativeEmotionality <= 4) expect(score({ ...y, negativeEmotionality: y.negativeEmotionality + 1 })).toBeLessThan(base);
        if (y.agreeableness <= 4) expect(score({ ...y, agreeableness: y.agreeableness + 1 })).toBeGreaterThan(base);
        if (y.conscientiousness <= 4) expect(score({ ...y, conscientiousness: y.conscientiousness + 1 })).toBeGreaterThan(base);
      }),
      { numRuns: 100 },
    );
  });
});
