import { describe, expect, it } from "vitest";
import type { SceneActor } from "../timeline/actor-events";
import { actor, team, withTrait } from "../testing/builders";
import { explainSceneDay, simulateScene, type SceneResult } from "./simulate-scene";
import type { SceneInput } from "./scene-types";

const opts = { seed: 9, today: "2025-03-01" };
function sim(scene: SceneInput, o = opts): SceneResult {
  const r = simulateScene(scene, o);
  if (!r.ok) throw new Error(`${r.error.code} ${r.error.field ?? ""}`);
  return r.value;
}
const idx = (r: SceneResult, date: string) => r.todayIndex + (Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) - Date.UTC(2025, 2, 1)) / 86400000;

describe("simulateScene: layout", () => {
  it("covers the lifespan's past days and 365 forecast days", () => {
    for (const [lifespan, past] of [["new", 0], ["one_year", 365], ["two_years", 730]] as const) {
      const r = sim({ lifespan, actors: team(3, {}, "2022-01-01") });
      expect(r.pastDays).toBe(past);
      expect(r.dayCount).toBe(past + 365);
      expect(r.todayIndex).toBe(past);
      expect(r.team.cohesion).toHaveLength(past + 365);
      expect(r.actors["m1"]!.mood).toHaveLength(past + 365);
      expect(r.timeline[0]).toEqual({ date: r.startDay, kind: "START" });
    }
    const r = sim({ lifespan: "two_years", actors: team(3, {}, "2022-01-01") });
    expect(r.startDay).toBe("2023-03-02");
    expect(r.startMonth).toBe("2023-03");
    expect(r.today).toBe("2025-03-01");
    expect(r.note).toBe("tendency_not_certainty");
    expect(r.seed).toBe(9);
  });

  it("has null team values with fewer than two active actors and null actor values while not in the team", () => {
    const actors = [actor("a", {}, [{ date: "2024-06-01", type: "JOIN" }]), actor("b", {}, [{ date: "2024-09-01", type: "JOIN" }])];
    const r = sim({ lifespan: "one_year", actors });
    const before = idx(r, "2024-07-01");
    expect(r.team.cohesion[before]).toBeNull();
    expect(r.team.profile[before]).toBeNull();
    expect(r.actors["b"]!.power[before]).toBeNull();
    expect(r.actors["b"]!.mood[before]).toBeNull();
    expect(r.actors["a"]!.power[before]).not.toBeNull();
    expect(r.actors["a"]!.mood[before]).toBe("UNCLEAR");
    expect(r.team.cohesion[idx(r, "2024-09-01")]).not.toBeNull();
  });

  it("returns errors as values", () => {
    const code = (scene: SceneInput, o = opts) => {
      const r = simulateScene(scene, o);
      return r.ok ? null : r.error.code;
    };
    expect(code({ lifespan: "new", actors: team(1) })).toBe("actors_ineligible");
    const apart = [actor("a", {}, [{ date: "2025-01-01", type: "JOIN" }, { date: "2025-02-01", type: "DISMISS" }]), actor("b", {}, [{ date: "2025-06-01", type: "JOIN" }])];
    expect(code({ lifespan: "one_year", actors: apart })).toBe("actors_ineligible");
    expect(code({ lifespan: "new", actors: [...team(2), actor("m1")] })).toBe("duplicate_actor");
    expect(code({ lifespan: "forever" as "new", actors: team(2) })).toBe("invalid_scene");
    expect(code({ lifespan: "new", actors: team(2) }, { seed: 1, today: "01/03/2025" })).toBe("invalid_date");
    const twoManagers = team(2).map((a) => ({ ...a, events: [...a.events, { date: "2024-05-01", type: "M_RANK" as const }] }));
    expect(code({ lifespan: "new", actors: twoManagers })).toBe("rank_conflict");
    expect(code({ lifespan: "new", actors: [actor("a", {}, [{ date: "2024-13-01", type: "JOIN" }]), actor("b")] })).toBe("invalid_date");
  });
});

describe("simulateScene: time matters", () => {
  it("a newly joined actor integrates over weeks, not instantly", () => {
    const actors = [...team(3, {}, "2024-01-01"), actor("new", {}, [{ date: "2025-04-01", type: "JOIN" }])];
    const r = sim({ lifespan: "one_year", actors });
    const j = idx(r, "2025-04-01");
    const integ = r.actors["new"]!.integration;
    expect(integ[j - 1]).toBeNull();
    expect(integ[j]!).toBeLessThan(10);
    expect(integ[j + 7]!).toBeGreaterThan(integ[j]!);
    expect(integ[j + 7]!).toBeLessThan(40);
    expect(integ[j + 28]!).toBeGreaterThan(40);
    expect(integ[j + 28]!).toBeLessThan(80);
    expect(integ[j + 90]!).toBeGreaterThan(85);
    for (let t = j + 1; t < j + 60; t++) expect(integ[t]!).toBeGreaterThanOrEqual(integ[t - 1]!);
    // Long-standing members keep their ties (2 of 3 partners known); the team's integration dips at the join and recovers.
    expect(r.actors["m1"]!.integration[j]!).toBeGreaterThan(60);
    expect(r.actors["m1"]!.integration[j + 90]!).toBeGreaterThan(95);
    expect(r.team.integration[j]!).toBeLessThan(r.team.integration[j - 1]!);
    expect(r.team.integration[j + 90]!).toBeGreaterThan(r.team.integration[j]!);
    // Expertise grows with tenure too.
    expect(r.actors["new"]!.expertise[j + 200]!).toBeGreaterThan(r.actors["new"]!.expertise[j]!);
  });

  it("a dismissal moves the remaining actors' moods", () => {
    const base = team(4, {}, "2024-01-01");
    const dismissed = base.map((a) => (a.id === "m4" ? { ...a, events: [...a.events, { date: "2025-04-01", type: "DISMISS" as const }] } : a));
    const control = sim({ lifespan: "one_year", actors: base });
    const r = sim({ lifespan: "one_year", actors: dismissed });
    const d = idx(r, "2025-04-01");
    expect(r.actors["m4"]!.condition[d]).toBeNull();
    for (const id of ["m1", "m2", "m3"]) {
      const drop = control.actors[id]!.condition[d]! - r.actors[id]!.condition[d]!;
      expect(drop).toBeGreaterThan(10);
      const later = control.actors[id]!.condition[d + 120]! - r.actors[id]!.condition[d + 120]!;
      expect(Math.abs(later)).toBeLessThan(drop);
    }
    expect(r.explanations.last).not.toBeNull();
    const expl = explainSceneDay({ lifespan: "one_year", actors: dismissed }, opts, "2025-04-05");
    expect(expl.ok && expl.value.actors["m1"]!.condition).toContainEqual(expect.objectContaining({ code: "teammate_dismissed", actor: "m4" }));
    expect(r.timeline).toContainEqual({ date: "2025-04-01", kind: "DISMISS", actor: "m4" });
  });

  it("dismissing the most negative member lifts the others' moods once the shock fades", () => {
    const base = [...team(3, {}, "2024-01-01"), actor("grim", { negativeEmotionality: 5, agreeableness: 1.5 }, [{ date: "2024-01-01", type: "JOIN" }])];
    const dismissed = base.map((a) => (a.id === "grim" ? { ...a, events: [...a.events, { date: "2025-04-01", type: "DISMISS" as const }] } : a));
    const control = sim({ lifespan: "one_year", actors: base });
    const r = sim({ lifespan: "one_year", actors: dismissed });
    const late = idx(r, "2025-04-01") + 200;
    expect(r.actors["m1"]!.condition[late]!).toBeGreaterThan(control.actors["m1"]!.condition[late]!);
    expect(r.team.cohesion[late]!).toBeGreaterThan(control.team.cohesion[late]!);
  });

  it("a member who joined long before the window starts already integrated", () => {
    const r = sim({ lifespan: "new", actors: team(3, {}, "2020-01-01") });
    expect(r.actors["m1"]!.integration[0]!).toBeGreaterThan(99);
  });
});

describe("simulateScene: ranks, merges, invariance", () => {
  it("tracks manager fit, the merge effect of a join and per-segment contributors", () => {
    const star = actor("star", { conscientiousness: 5, agreeableness: 4.5, negativeEmotionality: 1.5 }, [{ date: "2025-05-01", type: "JOIN" }], { levels: { K: { grade: "SENIOR_PLUS" }, P: { grade: "SENIOR_PLUS" }, L: { grade: "SENIOR" } } });
    const boss = { ...team(1)[0]!, id: "boss", events: [{ date: "2024-01-01", type: "JOIN" as const }, { date: "2025-06-01", type: "M_RANK" as const }] };
    const r = sim({ lifespan: "one_year", actors: [...team(3, {}, "2024-01-01"), star, boss] });
    const j = idx(r, "2025-05-01");
    expect(r.team.mergeEffect[j - 1]).toBe(0);
    expect(r.team.mergeEffect[j]!).toBeGreaterThan(0);
    expect(r.team.managerFit[idx(r, "2025-05-31")]).toBeNull();
    expect(r.team.managerFit[idx(r, "2025-06-01")]).not.toBeNull();
    const seg = r.segments.find((s) => s.from === "2025-05-01")!;
    expect(seg.activeIds).toContain("star");
    expect(seg.contributors!.mergeEffect).toContainEqual(expect.objectContaining({ code: "member_joined", actor: "star" }));
    expect(r.segments.find((s) => s.from === "2025-06-01")!.managerId).toBe("boss");
    expect(r.timeline).toContainEqual({ date: "2025-06-01", kind: "M_JOIN", actor: "boss" });
    expect(r.todayStats!.orientation.orderCode).toMatch(/^[CPM]{3}$/);
  });

  it("does not depend on the order of actors (or of their interaction entries)", () => {
    const actors: SceneActor[] = [
      actor("ann", { agreeableness: 4.5, negativeEmotionality: 2 }, [{ date: "2024-02-01", type: "JOIN" }, { date: "2024-03-01", type: "L_RANK" }]),
      actor("bob", { conscientiousness: 1.5 }, [{ date: "2024-01-01", type: "JOIN" }, { date: "2025-05-01", type: "DISMISS" }]),
      actor("cid", { extraversion: 5, openMindedness: 2 }, [{ date: "2024-06-01", type: "JOIN" }]),
      actor("dee", { negativeEmotionality: 4.5 }, [{ date: "2025-01-10", type: "JOIN" }, { date: "2025-02-01", type: "M_RANK" }]),
    ];
    const interactions = [
      { a: "ann", b: "bob", date: "2024-02-01", remote: true, hoursPerWeek: 2 },
      { a: "cid", b: "dee", date: "2025-06-01", hoursPerWeek: 10 },
      { a: "dee", b: "ann", date: "2025-01-10", remote: true },
    ];
    const a = sim({ lifespan: "two_years", actors, interactions });
    const b = sim({ lifespan: "two_years", actors: [...actors].reverse(), interactions: [...interactions].reverse().map((s) => ({ ...s, a: s.b, b: s.a })) });
    expect(b).toEqual(a);
    const c = sim({ lifespan: "two_years", actors: [actors[2]!, actors[0]!, actors[3]!, actors[1]!], interactions });
    expect(c).toEqual(a);
  });

  it("the hidden-details flag changes nothing", () => {
    const actors = team(3);
    const plain = sim({ lifespan: "one_year", actors });
    const hidden = sim({ lifespan: "one_year", actors: actors.map((a, i) => (i === 1 ? { ...withTrait(a, {}), hideDetails: true } : a)) });
    expect(hidden).toEqual(plain);
  });

  it("explainSceneDay gives the same explanation the simulation gives for today", () => {
    const scene: SceneInput = { lifespan: "one_year", actors: team(4, { agreeableness: 2 }) };
    const r = sim(scene);
    const e = explainSceneDay(scene, opts, "2025-03-01");
    expect(e.ok && e.value).toEqual(r.explanations.today);
    const out = explainSceneDay(scene, opts, "2023-01-01");
    expect(out.ok ? null : out.error.code).toBe("invalid_date");
  });
});
