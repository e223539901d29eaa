import { describe, expect, it } from "vitest";
import { MONITOR_THRESHOLD, directionOf, monitorDigest, type MonitorRunInput } from "./monitor-digest";
import type { Series } from "./scene-output";

/** A series of `days` values given by a function of the day (null for "not in the team"). */
const series = (days: number, f: (d: number) => number | null): Series => Array.from({ length: days }, (_, d) => f(d));

function run(overrides: Partial<MonitorRunInput["team"]> = {}, actors: MonitorRunInput["actors"] = {}, todayIndex = 200, days = 400): MonitorRunInput {
  const flat = series(days, () => 50);
  return { today: "2026-11-28", todayIndex, team: { cohesion: flat, currentPower: flat, atmosphere: flat, peakPower: flat, ...overrides }, actors };
}

describe("monitorDigest", () => {
  it("calls a change of less than 5 shown points steady", () => {
    expect(MONITOR_THRESHOLD).toBe(5);
    expect(directionOf(4.9)).toBe("steady");
    expect(directionOf(-4.9)).toBe("steady");
    expect(directionOf(5)).toBe("up");
    expect(directionOf(-5)).toBe("down");
  });

  it("reads each indicator from 90 days before the run's today to today, with weekly points ending today", () => {
    const rising = series(400, (d) => d / 10); // 0.1 a day: 9 points in 90 days
    const digest = monitorDigest(run({ cohesion: rising, currentPower: series(400, (d) => 80 - d / 10) }));
    expect(digest.trends!.cohesion).toMatchObject({ from: 11, now: 20, change: 9, direction: "up" });
    expect(digest.trends!.power).toMatchObject({ from: 69, now: 60, change: -9, direction: "down" });
    expect(digest.trends!.atmosphere).toMatchObject({ change: 0, direction: "steady" });
    const points = digest.trends!.cohesion.points;
    expect(points.at(-1)).toBe(20);
    expect(points).toHaveLength(13); // days 116, 123, ..., 200
    expect(points[0]).toBe(11.6);
  });

  it("starts a young team's window on its first day with a value", () => {
    const young = series(400, (d) => (d < 170 ? null : 30 + (d - 170)));
    const digest = monitorDigest(run({ cohesion: young, currentPower: young, atmosphere: young }));
    expect(digest.trends!.cohesion).toMatchObject({ from: 30, now: 60, change: 30 });
    expect(digest.trends!.cohesion.points[0]).toBe(32); // day 172: counted back from today in weeks
  });

  it("has no trends for a team with fewer than two members today", () => {
    const gone = series(400, (d) => (d > 150 ? null : 50));
    expect(monitorDigest(run({ cohesion: gone })).trends).toBeNull();
  });

  it("lists members in the team today whose condition fell by at least 5 points, worst first", () => {
    const digest = monitorDigest(run({}, {
      steady: { condition: series(400, () => 20) },
      slightly: { condition: series(400, (d) => (d < 150 ? 20 : 15.1)) },
      fell: { condition: series(400, (d) => (d < 150 ? 30 : 18)) },
      plunged: { condition: series(400, (d) => (d < 150 ? 30 : -40)) },
      left: { condition: series(400, (d) => (d < 150 ? 30 : null)) },
      joined: { condition: series(400, (d) => (d < 190 ? null : 19 - (d - 190))) },
    }));
    expect(digest.falling).toEqual([
      { id: "plunged", from: 30, to: -40, change: -70 },
      { id: "fell", from: 30, to: 18, change: -12 },
      { id: "joined", from: 19, to: 9, change: -10 },
    ]);
  });

  it("says the forecast dropped when today's predicted peak is at least 5 points below a week ago's", () => {
    const drop = series(400, (d) => (d < 197 ? 60 : 54));
    expect(monitorDigest(run({ peakPower: drop })).forecast).toEqual({ now: 54, weekAgo: 60, change: -6, dropped: true });
    const small = series(400, (d) => (d < 197 ? 60 : 56));
    expect(monitorDigest(run({ peakPower: small })).forecast).toMatchObject({ change: -4, dropped: false });
    const older = series(400, (d) => (d < 150 ? 60 : 40)); // dropped, but not within the week
    expect(monitorDigest(run({ peakPower: older })).forecast).toMatchObject({ change: 0, dropped: false });
    const formed = series(400, (d) => (d < 196 ? null : 50)); // no forecast a week ago
    expect(monitorDigest(run({ peakPower: formed })).forecast).toBeNull();
  });
});
