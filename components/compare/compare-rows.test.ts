import { describe, expect, it } from "vitest";
import { asCompareView, bestOf, compareFromMessage, compareTable, statProfile, statValue, type ComparedTeam } from "./compare-rows";

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

describe("best value per row", () => {
  it("highlights the highest value", () => {
    expect([...bestOf([40, 55, 50])]).toEqual([1]);
  });
  it("highlights every team sharing the best value", () => {
    expect([...bestOf([55, 40, 55])]).toEqual([0, 2]);
  });
  it("highlights nothing when all are equal or only one team has a value", () => {
    expect(bestOf([50, 50]).size).toBe(0);
    expect(bestOf([50, null]).size).toBe(0);
    expect(bestOf([]).size).toBe(0);
  });
  it("skips unknown values", () => {
    expect([...bestOf([null, 20, 30])]).toEqual([2]);
  });
});

describe("comparison table", () => {
  it("reads power statistics and the today snapshot of a team check", () => {
    expect(statValue(stats(50, 60), "expertise")).toBe(55);
    expect(statValue({ atmosphere: 61, competencies: 44 }, "microclimate")).toBe(61);
    expect(statValue({ atmosphere: 61, competencies: 44 }, "competences")).toBe(44);
    expect(statValue(null, "cohesion")).toBeNull();
    expect(statProfile(stats(50, 60))).toEqual({ profile: "growth", orderCode: "PCM" });
    expect(statProfile({ profile: "launch", orderCode: "MCP" })).toEqual({ profile: "launch", orderCode: "MCP" });
    expect(statProfile({})).toBeNull();
  });

  it("builds rows per period with the best team marked, leaving out rows no team has", () => {
    const rows = compareTable([team("a", stats(50, 70), stats(60, 65)), team("b", { currentPower: 55, cohesion: 60 }, stats(58, 66))], "today");
    const power = rows.find((r) => r.row === "currentPower")!;
    expect(power.values).toEqual([50, 55]);
    expect([...power.best]).toEqual([1]);
    expect([...rows.find((r) => r.row === "cohesion")!.best]).toEqual([0]);
    expect(rows.find((r) => r.row === "precision")!.best.size).toBe(0);
    const final = compareTable([team("a", null, stats(60, 65)), team("b", null, stats(58, 66))], "final");
    expect(final.map((r) => r.row)).toContain("expertise");
    expect(compareTable([team("a", null, null), team("b", null, null)], "today")).toEqual([]);
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
