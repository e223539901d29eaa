import { describe, expect, it } from "vitest";
import { canCompare, forecastSummary, lastOpenedTeam, newTeamBody, pruneSelection, rememberOpenedTeam, toggleSelected, withOpenSlot } from "./team-list-state";

describe("team list", () => {
  it("remembers the last opened team in the browser", () => {
    const map = new Map<string, string>();
    const storage = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
    expect(lastOpenedTeam(storage)).toBeNull();
    rememberOpenedTeam("t1", storage);
    expect(lastOpenedTeam(storage)).toBe("t1");
    expect(lastOpenedTeam(null)).toBeNull();
    const broken = { getItem: () => { throw new Error("x"); }, setItem: () => { throw new Error("x"); } };
    expect(() => rememberOpenedTeam("t1", broken)).not.toThrow();
    expect(lastOpenedTeam(broken)).toBeNull();
  });

  it("selects, unselects and prunes", () => {
    let s = toggleSelected([], "a");
    s = toggleSelected(s, "b");
    expect(s).toEqual(["a", "b"]);
    expect(toggleSelected(s, "a")).toEqual(["b"]);
    expect(pruneSelection(["a", "b", "c"], ["c", "a"])).toEqual(["a", "c"]);
  });

  it("compares two to four teams", () => {
    expect(canCompare(["a"])).toBe(false);
    expect(canCompare(["a", "b"])).toBe(true);
    expect(canCompare(["a", "b", "c", "d"])).toBe(true);
    expect(canCompare(["a", "b", "c", "d", "e"])).toBe(false);
  });

  it("builds a new team from at least two filled profiles, each once", () => {
    const eligible = (id: string) => id !== "empty";
    expect(newTeamBody(" Core ", "one_year", ["a", null, "b", "a"], eligible)).toEqual({
      ok: true,
      body: { title: "Core", lifespan: "one_year", actors: [{ profileId: "a", events: [] }, { profileId: "b", events: [] }] },
    });
    expect(newTeamBody("Core", "new", ["a", null], eligible)).toEqual({ ok: false, problem: "members" });
    expect(newTeamBody("Core", "new", ["a", "empty", "b"], eligible)).toEqual({ ok: false, problem: "ineligible" });
  });

  it("shows the chosen slots and one open slot, at least two slots in all", () => {
    expect(withOpenSlot([], 50)).toEqual([null, null]);
    expect(withOpenSlot(["a", null], 50)).toEqual(["a", null]);
    expect(withOpenSlot([null, "a", "b"], 50)).toEqual(["a", "b", null]);
    expect(withOpenSlot(["a", "b"], 2)).toEqual(["a", "b"]);
  });
});

describe("forecast summary", () => {
  it("reads the last day's power and cohesion, or nothing", () => {
    expect(forecastSummary({ currentPower: 61.2, cohesion: 70.4, peakPower: 65 })).toEqual({ power: 61.2, cohesion: 70.4, bands: null });
    const norms = { power: { percentile: 40, band: "typical" }, cohesion: { percentile: 91, band: "high" }, atmosphere: { percentile: 10, band: "low" } };
    expect(forecastSummary({ currentPower: 61.2, cohesion: 70.4, norms })).toEqual({ power: 61.2, cohesion: 70.4, bands: { power: "typical", cohesion: "high" } });
    // An unknown band is not shown as one.
    expect(forecastSummary({ currentPower: 61.2, cohesion: 70.4, norms: { ...norms, power: { percentile: 40, band: "great" } } })?.bands).toBeNull();
    expect(forecastSummary(null)).toBeNull();
    expect(forecastSummary({ currentPower: null, cohesion: 3 })).toBeNull();
    expect(forecastSummary("x")).toBeNull();
  });
});
