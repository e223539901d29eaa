import { describe, expect, it } from "vitest";
import { round1 } from "../core/math";
import { COMPANY_NORMS_TABLE } from "./company-norms-table";
import { CORE_HALF, fromShown, SHOWN_SCALE, SHOWN_SCORES, SHOWN_TARGET_SPAN, shownImpacts, shownSlope, toShown } from "./shown-scale";

const knot = (kind: (typeof SHOWN_SCORES)[number], percentile: number) => COMPANY_NORMS_TABLE[kind][Math.round(percentile * 2)]!;

describe("the shown scale", () => {
  it("keeps 0 and 100, puts the reference median at 50 and is strictly increasing", () => {
    for (const kind of SHOWN_SCORES) {
      expect(toShown(kind, 0)).toBeCloseTo(0, 9);
      expect(toShown(kind, 100)).toBeCloseTo(100, 9);
      expect(toShown(kind, SHOWN_SCALE[kind].centre)).toBeCloseTo(50, 9);
      for (let raw = 0; raw < 100; raw = round1(raw + 0.1)) {
        expect(toShown(kind, raw + 0.1)).toBeGreaterThan(toShown(kind, raw));
        // The tails are gentler but keep more than a third of a shown point per raw point ...
        expect(shownSlope(kind, raw)).toBeGreaterThan(1 / 3);
        // ... so raw scores 0.3 apart stay apart at the shown precision (0.1).
        expect(round1(toShown(kind, raw + 0.3))).toBeGreaterThan(round1(toShown(kind, raw)));
      }
    }
  });

  it("is linear with the score's gain around the median, so effects keep their ratios there", () => {
    for (const kind of SHOWN_SCORES) {
      const { centre, gain } = SHOWN_SCALE[kind];
      const a = toShown(kind, centre + 1) - toShown(kind, centre);
      const b = toShown(kind, centre - 3) - toShown(kind, centre);
      expect(a).toBeCloseTo(gain, 9);
      expect(b / a).toBeCloseTo(-3, 9);
      // The slope used for contributor impacts is the transform's own derivative, in the core and the tails.
      for (const raw of [0.5, 5, 20, centre - CORE_HALF / gain - 1, centre, centre + CORE_HALF / gain + 1, 90, 97, 99.5]) {
        expect(shownSlope(kind, raw)).toBeCloseTo((toShown(kind, raw + 1e-4) - toShown(kind, raw - 1e-4)) / 2e-4, 4);
      }
    }
  });

  it("spreads the reference population: its 5th-95th percentiles span at least 30 points on every shown score", () => {
    for (const kind of SHOWN_SCORES) {
      const span = knot(kind, 95) - knot(kind, 5);
      expect(span).toBeGreaterThanOrEqual(30);
      // The gains were measured so that the span is the target; the regenerated table agrees within sampling.
      expect(Math.abs(span - SHOWN_TARGET_SPAN)).toBeLessThan(3);
      expect(Math.abs(knot(kind, 50) - 50)).toBeLessThan(1.5);
    }
  });

  it("rescales contributor impacts by the slope, keeping signs and order", () => {
    const list = [
      { code: "high_mean_agreeableness" as const, impact: 2 },
      { code: "low_mean_conscientiousness" as const, impact: -0.5 },
    ];
    const out = shownImpacts("pair", SHOWN_SCALE.pair.centre, list);
    expect(out.map((c) => c.impact)).toEqual([2 * SHOWN_SCALE.pair.gain, -0.5 * SHOWN_SCALE.pair.gain]);
    expect(out.map((c) => c.code)).toEqual(list.map((c) => c.code));
  });
});

it("fromShown undoes toShown exactly, in the core and on both tails", () => {
  for (const kind of SHOWN_SCORES) {
    for (let raw = 0; raw <= 100; raw += 0.5) expect(fromShown(kind, toShown(kind, raw))).toBeCloseTo(raw, 9);
    for (let shown = 0; shown <= 100; shown += 0.5) expect(toShown(kind, fromShown(kind, shown))).toBeCloseTo(shown, 9);
  }
});
