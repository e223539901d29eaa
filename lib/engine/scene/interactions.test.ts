import { describe, expect, it } from "vitest";
import { actor, team } from "../testing/builders";
import { INTENSITY_STEPS, isAllowedIntensity, validateInteraction } from "./interactions";
import { simulateScene } from "./simulate-scene";
import { weeklyHoursOn } from "./weekly-hours";

const opts = { seed: 1, today: "2025-03-01" };

describe("interaction settings", () => {
  it("allows 0.5, 1, then 2 to 10 hours a week (0 = no interaction only in scenes)", () => {
    expect(INTENSITY_STEPS).toEqual([0.5, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const h of [0.5, 1, 2, 7, 10]) expect(isAllowedIntensity(h, false)).toBe(true);
    for (const h of [0, 0.25, 1.5, 11, 50, -1, Number.NaN]) expect(isAllowedIntensity(h, false)).toBe(false);
    expect(isAllowedIntensity(0, true)).toBe(true);
  });
  it("rejects bad settings with validate.consistency", () => {
    expect(validateInteraction({ remote: false, hoursPerWeek: 5 }, { allowNone: false, field: "i" }).ok).toBe(true);
    const bad = validateInteraction({ remote: false, hoursPerWeek: 12 }, { allowNone: false, field: "i" });
    expect(bad.ok ? null : bad.error).toEqual({ code: "validate.consistency", field: "i.hoursPerWeek", value: 12 });
    const noMode = validateInteraction({ hoursPerWeek: 5 }, { allowNone: false, field: "i" });
    expect(noMode.ok ? null : noMode.error.code).toBe("validate.consistency");
    const scene = simulateScene({ lifespan: "new", actors: team(2), interactions: [{ a: "m1", b: "m2", date: "2025-03-01", hoursPerWeek: 3.5 }] }, opts);
    expect(scene.ok ? null : scene.error.code).toBe("validate.consistency");
    const self = simulateScene({ lifespan: "new", actors: team(2), interactions: [{ a: "m1", b: "m1", date: "2025-03-01", remote: true }] }, opts);
    expect(self.ok ? null : self.error.code).toBe("validate.consistency");
  });
  it("warns when an actor's weekly total, summed over its pairs, exceeds 50 hours", () => {
    // 12 actors at the default 5 hours: 11 partners x 5 = 55 hours each.
    const big = team(12);
    const hours = weeklyHoursOn({ lifespan: "new", actors: big }, "2025-03-01");
    expect(hours.ok && hours.value.totals["m1"]).toBe(55);
    expect(hours.ok && hours.value.warnings.length).toBe(12);
    const small = weeklyHoursOn({ lifespan: "new", actors: team(11) }, "2025-03-01");
    expect(small.ok && small.value.warnings).toEqual([]);
    // A pair set to 10 hours and another to 0 hours change the totals from their date on.
    const set = weeklyHoursOn(
      { lifespan: "new", actors: team(3), interactions: [{ a: "m1", b: "m2", date: "2025-02-01", hoursPerWeek: 10 }, { a: "m3", b: "m1", date: "2025-04-01", hoursPerWeek: 0 }] },
      "2025-03-01",
    );
    expect(set.ok && set.value.totals).toEqual({ m1: 15, m2: 15, m3: 10 });
    const scene = simulateScene({ lifespan: "new", actors: big }, opts);
    expect(scene.ok && scene.value.warnings[0]).toEqual({ code: "weekly_hours_over_limit", actor: "m1", value: 55, date: "2025-03-01" });
  });
  it("counts at most 50 hours: an overloaded actor's pairs integrate more slowly", () => {
    const integ = (n: number) => {
      const r = simulateScene({ lifespan: "new", actors: team(n, {}, "2025-03-01") }, opts);
      if (!r.ok) throw new Error(r.error.code);
      return r.value.actors["m1"]!.integration[28]!;
    };
    expect(integ(20)).toBeLessThan(integ(8));
  });
  it("a pair set to 0 hours does not interact; isolated actors have an unclear mood", () => {
    const r = simulateScene({ lifespan: "new", actors: [actor("a", {}, [{ date: "2025-01-01", type: "JOIN" }]), actor("b", {}, [{ date: "2025-01-01", type: "JOIN" }])], interactions: [{ a: "a", b: "b", date: "2025-01-01", hoursPerWeek: 0 }] }, opts);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.actors["a"]!.condition[10]).toBeNull();
    expect(r.value.actors["a"]!.mood[10]).toBe("UNCLEAR");
    expect(r.value.actors["a"]!.integration[10]).toBe(0);
  });
});
