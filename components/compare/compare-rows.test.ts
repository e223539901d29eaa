import { describe, expect, it } from "vitest";
import { SAME_THRESHOLD } from "@/lib/client/score-reading";
import { asCompareView, compareFromMessage, compareTable, fromEarlierModel, rowNorm, rowThreshold, statProfile, statValue, type ComparedTeam } from "./compare-rows";

const stats = (currentPower: number, cohesion: number) => ({
  currentPower,
  statisticalPower: currentPower - 2,
  peakPower: currentPower + 5,
  minPower: currentPower - 10,
  maxPower: currentPower,
  cohesion,
  microclimate: 60,
  performance: 80,
  competences: 50,
  precision: 70,
  staticExpertise: { mean: 55, max: 70, maxActor: "x" },
  orientation: { competence: 50, professionalism: 60, maturity: 40, profile: "growth", orderCode: "PCM" },
});

// Partial statistics on purpose: the table must cope with indicators a team does not have.
const team = (id: string, today: unknown, final: unknown): ComparedTeam => ({ _id: id, title: id, kind: "team", actorsCount: 3, today, final }) as ComparedTeam;

describe("uncertainty per row", () => {
  it("judges every row by the forecast's precision, never by the outcome band: 53 vs 50 is no win, a wide power range does not hide 10 points", () => {
    const narrow = (id: string, v: number) => team(id, { peakPower: v, powerRange: { low: v - 2.5, high: v + 2.5 } }, null);
    expect(rowThreshold()).toBe(SAME_THRESHOLD);
    expect(compareTable([narrow("a", 53), narrow("b", 50)], "today")[0]!.best.size).toBe(0);
    const wide = (id: string, v: number) => team(id, { peakPower: v, powerRange: { low: v - 36, high: v + 36 } }, null);
    expect(compareTable([wide("a", 60), wide("b", 50)], "today")[0]!.best.size).toBe(1);
  });
});

describe("comparison table", () => {
  it("reads power statistics and the today snapshot of a team check", () => {
    expect(statValue(stats(50, 60), "expertise")).toBe(55);
    expect(statValue({ atmosphere: 61, competencies: 44 }, "atmosphere")).toBe(61);
    expect(statValue({ atmosphere: 61, competencies: 44 }, "competences")).toBe(44);
    expect(statValue(null, "cohesion")).toBeNull();
    expect(statProfile(stats(50, 60))).toEqual({ profile: "growth", orderCode: "PCM" });
    expect(statProfile({ profile: "launch", orderCode: "MCP" })).toEqual({ profile: "launch", orderCode: "MCP" });
    expect(statProfile({})).toBeNull();
  });

  it("marks a team only when it leads by more than the uncertainty, and reads close rows as about the same", () => {
    const rows = compareTable([team("a", stats(50, 70), stats(60, 65)), team("b", { currentPower: 58, cohesion: 60 }, stats(58, 66))], "today");
    const power = rows.find((r) => r.row === "currentPower")!;
    expect(power.values).toEqual([50, 58]);
    expect([...power.best]).toEqual([1]);
    expect(power.same).toBe(false);
    expect([...rows.find((r) => r.row === "cohesion")!.best]).toEqual([0]);
    expect(rows.find((r) => r.row === "precision")!.best.size).toBe(0);
    // 60 vs 58 and 65 vs 66: within 5 points, so no trophy and "about the same".
    const final = compareTable([team("a", null, stats(60, 65)), team("b", null, stats(58, 66))], "final");
    for (const row of ["currentPower", "cohesion"] as const) {
      const r = final.find((x) => x.row === row)!;
      expect(r.best.size).toBe(0);
      expect(r.same).toBe(true);
    }
    expect(final.map((r) => r.row)).toContain("expertise");
    expect(compareTable([team("a", null, null), team("b", null, null)], "today")).toEqual([]);
  });
});

describe("norms in the comparison", () => {
  const norm = { percentile: 80, band: "high" as const };
  const withNorms = { ...stats(50, 60), norms: { cohesion: norm, power: { percentile: 40, band: "typical" as const }, atmosphere: norm } };
  it("reads each normed row's place among reference teams", () => {
    expect(rowNorm(withNorms as ComparedTeam["today"], "currentPower")).toEqual({ percentile: 40, band: "typical" });
    expect(rowNorm(withNorms as ComparedTeam["today"], "atmosphere")).toEqual(norm);
    expect(rowNorm(withNorms as ComparedTeam["today"], "peakPower")).toBeNull();
    expect(rowNorm(stats(50, 60) as ComparedTeam["today"], "cohesion")).toBeNull();
  });
  it("tells a comparison holding statistics of an engine before norms", () => {
    expect(fromEarlierModel([team("a", withNorms, withNorms), team("b", withNorms, null)])).toBe(false);
    expect(fromEarlierModel([team("a", withNorms, withNorms), team("b", stats(50, 60), withNorms)])).toBe(true);
  });
});

describe("comparison data", () => {
  it("accepts the API's comparison and rejects other shapes", () => {
    const view = asCompareView({ _id: "c", sceneIds: ["a", "b"], scenes: [team("a", null, null), team("b", null, null)], updatedAt: "2026-01-01T00:00:00.000Z" });
    expect(view?.scenes).toHaveLength(2);
    expect(asCompareView({ _id: "c", scenes: [{}] })).toBeNull();
  });

  it("reads renderCompareTeam messages of this comparison", () => {
    const result = { _id: "c", sceneIds: ["a", "b"], scenes: [team("a", null, null), team("b", null, null)], updatedAt: "2026-01-01T00:00:00.000Z" };
    expect(compareFromMessage({ type: "renderCompareTeam", compareId: "c", result }, "c")).toMatchObject({ _id: "c" });
    expect(compareFromMessage({ type: "renderCompareTeam", compareId: "c", result: "?" }, "c")).toBe("reload");
    expect(compareFromMessage({ type: "renderCompareTeam", compareId: "d", result }, "c")).toBeNull();
    expect(compareFromMessage({ type: "renderPair", compareId: "c" }, "c")).toBeNull();
  });
});

describe("ties as shown", () => {
  it("treats values that show as the same whole number as a tie", () => {
    const rows = compareTable([team("a", { statisticalPower: 35.2 }, null), team("b", { statisticalPower: 35.4 }, null)], "today");
    expect(rows[0]!.values).toEqual([35, 35]);
    expect(rows[0]!.best.size).toBe(0);
  });
});
