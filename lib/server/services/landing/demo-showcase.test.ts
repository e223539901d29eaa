import { describe, expect, it } from "vitest";
import { landingShowcase } from "./demo-showcase";

describe("the landing's showcase", () => {
  it("forecasts the demo pair for 12 months from this month, with a band around each month", () => {
    const { pair } = landingShowcase("2026-11-28");
    expect(pair.a.firstName).toBe("Anna");
    expect(pair.b.firstName).toBe("Boris");
    expect(pair.months.map((m) => m.month)).toEqual(["2026-11", "2026-12", "2027-01", "2027-02", "2027-03", "2027-04", "2027-05", "2027-06", "2027-07", "2027-08", "2027-09", "2027-10"]);
    for (const m of pair.months) {
      expect(m.compatibility).toBeGreaterThanOrEqual(0);
      expect(m.compatibility).toBeLessThanOrEqual(100);
      expect(m.low).toBeLessThanOrEqual(m.compatibility);
      expect(m.high).toBeGreaterThanOrEqual(m.compatibility);
    }
  });

  it("checks the demo team of four under Vera, with a mood per member", () => {
    const { team } = landingShowcase("2026-11-28");
    expect(team.manager.firstName).toBe("Vera");
    expect(team.members.map((m) => m.firstName)).toEqual(["Anna", "Boris", "Gleb", "Daria"]);
    expect(team.members.every((m) => m.mood !== "UNCLEAR")).toBe(true);
    for (const value of [team.cohesion, team.power, team.atmosphere]) expect(value).toBeGreaterThan(0);
  });

  it("is the same on every request of a month and moves with the month", () => {
    expect(landingShowcase("2026-11-02")).toBe(landingShowcase("2026-11-28"));
    expect(landingShowcase("2027-01-15").pair.months[0]!.month).toBe("2027-01");
  });
});
