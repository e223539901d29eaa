import { describe, expect, it } from "vitest";
import type { MonitorTeam } from "@/lib/contracts/monitor";
import { monitorSummary, pointsBetween, shownPoints, sparklinePoints, wholePoints } from "./monitor-reading";

describe("sparklinePoints", () => {
  it("runs from the left edge to today on the right, higher values higher up", () => {
    const points = sparklinePoints([40, 50, 60], 100, 24);
    expect(points.map(([x]) => x)).toEqual([0, 50, 100]);
    expect(points[0]![1]).toBeGreaterThan(points[2]![1]);
    expect(points[0]![1]).toBe(22);
    expect(points[2]![1]).toBe(2);
  });

  it("keeps a change within the forecast's precision flat-looking: at least 10 points of height", () => {
    const [[, a], [, b]] = sparklinePoints([50, 52], 100, 24) as [[number, number], [number, number]];
    // 2 points of 10 are a fifth of the drawable height (20 px), not all of it.
    expect(a - b).toBeCloseTo(4, 5);
    expect(sparklinePoints([50, 50, 50], 60, 24).every(([, y]) => y === 12)).toBe(true);
  });

  it("draws a single value in the middle and nothing for none", () => {
    expect(sparklinePoints([42], 80, 24)).toEqual([[40, 12]]);
    expect(sparklinePoints([], 80, 24)).toEqual([]);
  });
});

describe("monitorSummary", () => {
  const team = (over: Partial<MonitorTeam>): MonitorTeam => ({ _id: "t", title: "T", actorsCount: 3, state: "ready", runDay: "2026-11-28", trends: null, falling: [], forecast: null, ...over });
  it("counts the teams with falling members, a dropped forecast, and no result yet", () => {
    const member = { profileId: "p", firstName: "A", lastName: "B", position: null, avatarName: null, from: 30, to: 10, change: -20 };
    expect(monitorSummary([
      team({ falling: [member] }),
      team({ forecast: { now: 50, weekAgo: 60, change: -10, dropped: true }, falling: [member, member] }),
      team({ forecast: { now: 58, weekAgo: 60, change: -2, dropped: false } }),
      team({ state: "never_run" }),
      team({ state: "failed" }),
    ])).toEqual({ teams: 5, falling: 2, dropped: 1, notRun: 2 });
  });
});

it("shows scores in whole points", () => {
  expect([38.5, 38.4, -4.5, 0].map(wholePoints)).toEqual([39, 38, -4, 0]);
});

describe("shownPoints", () => {
  it("writes a negative score with the minus sign its deltas use, in both languages", () => {
    expect(shownPoints(-10.2, "en")).toBe("\u221210");
    expect(shownPoints(-10.2, "ru")).toBe("\u221210");
    expect(shownPoints(22.4, "ru")).toBe("22");
  });

  it("never writes a negative zero", () => {
    expect(shownPoints(-0.4, "en")).toBe("0");
  });
});

describe("pointsBetween", () => {
  it("is the difference of the two scores as written, so the sentence adds up", () => {
    // 22.4 -> -10.4: written "22 → −10", so 32 points, though the raw change rounds to 33.
    expect(pointsBetween(22.4, -10.4)).toBe(32);
    expect(Math.abs(wholePoints(-10.4 - 22.4))).toBe(33);
    expect(pointsBetween(38.5, 30.4)).toBe(9);
    expect(pointsBetween(30, 42)).toBe(12);
    expect(pointsBetween(50, 50)).toBe(0);
  });
});
