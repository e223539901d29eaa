// Issue 16, point 6, couples: the anchors C1-C4 on random couples (not only on the hand-picked
// ones of love-anchors.test.ts), with steps of 0.25 and 1.0, compared as the product shows love
// scores (whole points). A large step must move a score visibly the way the research says; a small
// one may round to no change but never the other way. Which effect is larger (C1, C2, C3) is
// compared on the engine's values (0.1), which is stricter than comparing rounded effects.
// docs/model.md, "Directional properties (tests)".
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { BigFive, TraitKey } from "../person/person";
import { bigFive } from "../testing/arbitraries";
import { forecastLovePair, type LoveForecast } from "./forecast-love-pair";
import { LOVE_TRAIT_WEIGHTS } from "./love-model";
import { LOVE_DIMENSIONS } from "./love-topics";

// A counterexample is reported as found, without shrinking.
fc.configureGlobal({ endOnFailure: true });

const opts = { seed: 11, today: "2025-06-01" };
const STEPS = [0.25, 1] as const;
const RUNS = 300;
const shown = (x: number) => Math.round(x);
/** The size of a change between two engine values (0.1 each), free of floating-point residue. */
const size = (after: number, before: number) => Math.abs(Math.round((after - before) * 10)) / 10;
const dimension = fc.constantFrom(...LOVE_DIMENSIONS);
function run(x: BigFive, y: BigFive): LoveForecast {
  const r = forecastLovePair({ id: "a", bigFive: x }, { id: "b", bigFive: y }, opts);
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}
/** A person with room for a step up on every trait: drawn on 1..5, mapped onto 1..5 - step. */
const roomUp = (step: number) => bigFive.map((b) => Object.fromEntries(Object.entries(b).map(([t, v]) => [t, 1 + ((v - 1) * (4 - step)) / 4])) as unknown as BigFive);
const up = (p: BigFive, t: TraitKey, step: number): BigFive => ({ ...p, [t]: p[t] + step });
const OTHER: readonly TraitKey[] = ["agreeableness", "conscientiousness", "extraversion", "openMindedness"];
/** Large steps move the shown score the expected way; small ones never against it. */
function expectUp(after: number, before: number, step: number) {
  if (step >= 1) expect(shown(after)).toBeGreaterThan(shown(before));
  else expect(shown(after)).toBeGreaterThanOrEqual(shown(before));
}

describe.each(STEPS)("couples anchors on random couples, step %f", (step) => {
  it("C1: the partner's higher negative emotionality lowers the score and each partner's satisfaction, more than any other trait moves it", () => {
    fc.assert(
      fc.property(bigFive, roomUp(step), dimension, (x, y, dim) => {
        const base = run(x, y)[dim];
        const n = run(x, up(y, "negativeEmotionality", step))[dim];
        expectUp(-n.score, -base.score, step);
        expectUp(-n.byPerson.a, -base.byPerson.a, step);
        for (const t of OTHER) {
          const other = run(x, up(y, t, step))[dim];
          // At a small step both effects are a point or less and may tie at the engine's 0.1.
          const larger = (a: number, b: number) => (step >= 1 ? expect(a).toBeGreaterThan(b) : expect(a).toBeGreaterThanOrEqual(b));
          larger(size(n.score, base.score), size(other.score, base.score));
          larger(size(n.byPerson.a, base.byPerson.a), size(other.byPerson.a, base.byPerson.a));
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("C2: the partner's agreeableness and conscientiousness raise it; extraversion a little; open-mindedness about zero", () => {
    fc.assert(
      fc.property(bigFive, roomUp(step), dimension, (x, y, dim) => {
        const base = run(x, y)[dim].score;
        const d = (t: TraitKey) => run(x, up(y, t, step))[dim].score - base;
        expectUp(base + d("agreeableness"), base, step);
        expectUp(base + d("conscientiousness"), base, step);
        expect(shown(base + d("extraversion"))).toBeGreaterThanOrEqual(shown(base));
        expect(d("extraversion")).toBeLessThan(d("agreeableness"));
        expect(Math.abs(d("openMindedness"))).toBeLessThanOrEqual(0.25 * d("agreeableness") + 0.1);
      }),
      { numRuns: RUNS },
    );
  });

  it("C3: a person's own trait moves their satisfaction at least as much as the partner's same trait (open-mindedness: both about zero)", () => {
    fc.assert(
      fc.property(roomUp(step), roomUp(step), dimension, (x, y, dim) => {
        const base = run(x, y)[dim].byPerson.a;
        for (const t of ["negativeEmotionality", ...OTHER] as const) {
          const own = size(run(up(x, t, step), y)[dim].byPerson.a, base);
          const partner = size(run(x, up(y, t, step))[dim].byPerson.a, base);
          if (t === "openMindedness") {
            expect(own).toBeLessThan(1);
            expect(partner).toBeLessThan(1);
          } else expect(own).toBeGreaterThanOrEqual(partner);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe("couples anchor C4 on random couples", () => {
  const WEIGHTED: readonly TraitKey[] = ["negativeEmotionality", "agreeableness", "conscientiousness", "extraversion"];
  it("C4: an equally scored but dissimilar partner moves a score by at most 2 shown points, less than the partner's negative emotionality moved by 1", () => {
    fc.assert(
      fc.property(bigFive, bigFive, dimension, fc.constantFrom(...WEIGHTED), fc.constantFrom(...WEIGHTED), fc.double({ min: 0, max: 1, noNaN: true }), (x, y, dim, t1, t2, u) => {
        fc.pre(t1 !== t2);
        const w = LOVE_TRAIT_WEIGHTS[dim];
        // Moving t1 by delta and t2 by -delta r keeps the partner's weighted score on this dimension;
        // delta is drawn from the whole range that keeps both traits on 1..5.
        const r = w[t1] / w[t2];
        const t2Bounds = [(y[t2] - 5) / r, (y[t2] - 1) / r];
        const lo = Math.max(1 - y[t1], Math.min(...t2Bounds));
        const hi = Math.min(5 - y[t1], Math.max(...t2Bounds));
        fc.pre(hi - lo >= 0.5);
        const delta = lo + u * (hi - lo);
        const onScale = (v: number) => Math.min(5, Math.max(1, v)); // floating-point residue only
        const other = { ...y, [t1]: onScale(y[t1] + delta), [t2]: onScale(y[t2] - delta * r) };
        const base = run(x, y)[dim].score;
        const d = Math.abs(shown(run(x, other)[dim].score) - shown(base));
        expect(d).toBeLessThanOrEqual(2);
        const n = y.negativeEmotionality <= 4 ? up(y, "negativeEmotionality", 1) : { ...y, negativeEmotionality: y.negativeEmotionality - 1 };
        expect(Math.abs(run(x, other)[dim].score - base)).toBeLessThan(Math.abs(run(x, n)[dim].score - base));
      }),
      { numRuns: RUNS },
    );
  });
});
