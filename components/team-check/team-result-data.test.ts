import { describe, expect, it } from "vitest";
import { checkTeam, type Person } from "@/lib/engine/index";
import { indicatorNorm, indicatorRows, isTeamCheck, memberOrder, teamChartData, TEAM_INDICATORS } from "./team-result-data";

const person = (id: string, a: number): Person => ({
  id,
  bigFive: { extraversion: 3, agreeableness: a, conscientiousness: 3.4, negativeEmotionality: 2.6, openMindedness: 3.1 },
  levels: { K: { grade: "MIDDLE" }, P: { grade: "MIDDLE_PLUS" }, L: { grade: "SENIOR" } },
});

function check(withManager: boolean) {
  const r = checkTeam({ slots: [person("a", 3), null, person("b", 4), person("c", 3.5)], manager: withManager ? person("m", 3.8) : null }, { seed: 3, today: "2026-03-14" });
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

describe("team check result data", () => {
  it("recognises a team check", () => {
    expect(isTeamCheck(check(false))).toBe(true);
    expect(isTeamCheck({ today: {} })).toBe(false);
    expect(isTeamCheck(null)).toBe(false);
  });

  it("gives every indicator today, after 13 weeks and the change", () => {
    const rows = indicatorRows(check(true));
    expect(rows.map((r) => r.key)).toEqual([...TEAM_INDICATORS]);
    for (const r of rows) {
      expect(r.today).not.toBeNull();
      expect(r.change).toBeCloseTo((r.settled ?? 0) - (r.today ?? 0), 1);
    }
  });

  it("leaves the manager fit unknown without a manager", () => {
    const fit = indicatorRows(check(false)).find((r) => r.key === "managerFit")!;
    expect(fit.today).toBeNull();
    expect(fit.change).toBeNull();
  });

  it("reads cohesion, atmosphere and manager fit against reference teams, and nothing else", () => {
    const settled = check(true).settled;
    expect(indicatorNorm(settled, "cohesion")).toEqual(settled.norms!.cohesion);
    expect(indicatorNorm(settled, "atmosphere")).toEqual(settled.norms!.atmosphere);
    expect(indicatorNorm(settled, "managerFit")).toEqual(settled.norms!.managerFit);
    expect(indicatorNorm(settled, "managerFit")).not.toBeNull();
    expect(indicatorNorm(settled, "peakPower")).toBeNull();
    expect(indicatorNorm(check(false).settled, "managerFit")).toBeNull();
    // A result of engine 1.0.0 has no norms: no band is made up for it.
    expect(indicatorNorm({ ...settled, norms: undefined }, "cohesion")).toBeNull();
  });

  it("charts the 13 weeks", () => {
    const data = teamChartData(check(false));
    expect(data.x).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(data.cohesion).toHaveLength(14);
  });

  it("lists members in slot order", () => {
    expect(memberOrder(check(false), ["c", null, "a", "b"])).toEqual(["c", "a", "b"]);
    expect(memberOrder(check(false), []).sort()).toEqual(["a", "b", "c"]);
  });
});
