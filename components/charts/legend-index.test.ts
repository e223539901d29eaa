import { describe, expect, it } from "vitest";
import { restingLegendIndex } from "./legend-index";

describe("the legend's resting day", () => {
  const x = [10, 20, 30, 40];
  it("is the marker's day when the marker is on the axis", () => {
    expect(restingLegendIndex(x, [{ values: [1, 2, 3, 4] }], 20)).toBe(1);
  });
  it("is otherwise the last day where some series has a value", () => {
    expect(restingLegendIndex(x, [{ values: [1, 2, null, null] }, { values: [1, 2, 3, null] }], null)).toBe(2);
    expect(restingLegendIndex(x, [{ values: [1, 2, 3, 4] }], 99)).toBe(3);
  });
  it("is null for a chart without values", () => {
    expect(restingLegendIndex(x, [{ values: [null, null, null, null] }], null)).toBeNull();
    expect(restingLegendIndex([], [], null)).toBeNull();
  });
});
