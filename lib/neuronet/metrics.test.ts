import { describe, expect, it } from "vitest";
import { beatsBaseline, majorityGrade, scaleMetrics, type ScaleMetrics } from "./metrics";

describe("metrics", () => {
  it("takes the majority of the train split, lower grade on ties, ignoring missing grades", () => {
    expect(majorityGrade([1, 2, 2, null, null, null])).toBe(2);
    expect(majorityGrade([4, 3, 3, 4])).toBe(3);
    expect(majorityGrade([])).toBe(0);
  });

  it("measures accuracy, MAE, confusion and the baseline by hand-made numbers", () => {
    // truth 0,1,2,5 (one missing), predicted 0,2,2,3; train majority 2
    const m = scaleMetrics([0, 1, 2, 5, null], [0, 2, 2, 3, 4], [2, 2, 1]);
    expect(m.support).toBe(4);
    expect(m.accuracy).toBe(0.5);
    expect(m.meanAbsoluteError).toBe((0 + 1 + 0 + 2) / 4);
    expect(m.confusion[1]?.[2]).toBe(1);
    expect(m.confusion[5]?.[3]).toBe(1);
    expect(m.confusion.flat().reduce((a, b) => a + b, 0)).toBe(4);
    expect(m.baseline).toEqual({ grade: 2, accuracy: 0.25, meanAbsoluteError: (2 + 1 + 0 + 3) / 4 });
  });

  it("reports zeros without support", () => {
    const m = scaleMetrics([null, null], [1, 2], [3]);
    expect([m.support, m.accuracy, m.meanAbsoluteError, m.baseline.accuracy]).toEqual([0, 0, 0, 0]);
  });

  it("beats the baseline only when every supported scale is better in accuracy or MAE", () => {
    const scale = (support: number, accuracy: number, mae: number, baseAccuracy: number, baseMae: number): ScaleMetrics => ({
      support,
      accuracy,
      meanAbsoluteError: mae,
      confusion: [],
      baseline: { grade: 0, accuracy: baseAccuracy, meanAbsoluteError: baseMae },
    });
    const better = scale(10, 0.5, 0.8, 0.3, 1.2);
    const onlyCloser = scale(10, 0.3, 1.0, 0.3, 1.2);
    const worse = scale(10, 0.3, 1.2, 0.3, 1.2);
    const empty = scale(0, 0, 0, 0, 0);
    expect(beatsBaseline({ K: better, P: onlyCloser, L: empty })).toBe(true);
    expect(beatsBaseline({ K: better, P: worse, L: better })).toBe(false);
    expect(beatsBaseline({ K: empty, P: empty, L: empty })).toBe(false);
  });
});
