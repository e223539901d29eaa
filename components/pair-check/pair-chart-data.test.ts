import { describe, expect, it } from "vitest";
import { forecastPair, type Person } from "@/lib/engine/index";
import { chartRange, clampMonth, monthStart, pairChartData, shownComponents } from "./pair-chart-data";

const person = (id: string, x: number): Person => ({
  id,
  bigFive: { extraversion: x, agreeableness: 3.5, conscientiousness: 3.2, negativeEmotionality: 2.5, openMindedness: 3 },
  levels: { K: { grade: "MIDDLE" }, P: { grade: "SENIOR" } },
  age: 35,
});

function forecast(manager: Person | null) {
  const r = forecastPair({ a: person("a", 3), b: person("b", 4), manager, interaction: { remote: false, hoursPerWeek: 5 } }, { seed: 7, today: "2026-03-14" });
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

describe("pair chart data", () => {
  it("has one point per month with its band around it", () => {
    const data = pairChartData(forecast(null));
    expect(data.x).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(data.months[0]).toBe("2026-03");
    expect(data.months[11]).toBe("2027-02");
    data.compatibility.forEach((c, i) => {
      expect(data.low[i]!).toBeLessThanOrEqual(c);
      expect(data.high[i]!).toBeGreaterThanOrEqual(c);
    });
  });

  it("names months by their first day in UTC", () => {
    expect(monthStart("2026-12").toISOString()).toBe("2026-12-01T00:00:00.000Z");
  });

  it("shows management only with a manager", () => {
    expect(shownComponents(forecast(null).months[0]!.components).map((c) => c.key)).not.toContain("management");
    expect(shownComponents(forecast(person("m", 4)).months[0]!.components).map((c) => c.key)).toContain("management");
  });

  it("clamps a chosen month into the forecast", () => {
    expect(clampMonth(-1, 12)).toBe(0);
    expect(clampMonth(20, 12)).toBe(11);
    expect(clampMonth(3.7, 12)).toBe(3);
    expect(clampMonth(3, 0)).toBe(0);
  });
});

describe("chart value axis", () => {
  it("spans at least 40 points around the forecast, in tens", () => {
    expect(chartRange([48, 49], [51, 52])).toEqual([30, 70]);
  });
  it("grows with a wide range and stays within 0..100", () => {
    expect(chartRange([5, 30], [60, 95])).toEqual([0, 100]);
    expect(chartRange([80], [95])).toEqual([60, 100]);
  });
  it("falls back to the full scale without data", () => {
    expect(chartRange([], [])).toEqual([0, 100]);
  });
});
