// Property tests of the team check and the scene: ranges, determinism, order invariance, directions.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Contributor } from "./contributors/catalogue";
import { CONTRIBUTOR_CODES } from "./contributors/catalogue";
import { simulateScene, type SceneResult } from "./scene/simulate-scene";
import type { PowerStats } from "./scene/power-stats";
import { checkTeam } from "./team/check-team";
import { MOODS } from "./team/mood";
import { personWith, sceneArb, TODAY } from "./testing/arbitraries";
import { ACTOR_SERIES, TEAM_SERIES } from "./scene/run-scene";

const inRange = (x: unknown, lo: number, hi: number) => typeof x === "number" && Number.isFinite(x) && x >= lo && x <= hi;
const okContributors = (cs: readonly Contributor[]) => cs.length <= 5 && cs.every((c) => Object.hasOwn(CONTRIBUTOR_CODES, c.code) && Number.isFinite(c.impact));
const TEAM_RANGE: Record<(typeof TEAM_SERIES)[number], [number, number]> = {
  cohesion: [0, 100],
  basePower: [0, 100],
  peakPower: [0, 100],
  currentPower: [0, 100],
  statisticalPower: [0, 100],
  precision: [0, 100],
  atmosphere: [0, 100],
  managerFit: [0, 100],
  competencies: [0, 100],
  integration: [0, 100],
  mergeEffect: [-100, 100],
  activeCount: [0, 1000],
};
const ACTOR_RANGE: Record<(typeof ACTOR_SERIES)[number], [number, number]> = {
  expertise: [0, 100],
  power: [0, 100],
  weight: [0, 100],
  support: [0, 100],
  integration: [0, 100],
  condition: [-100, 100],
};

function statsOk(s: PowerStats | null): boolean {
  if (!s) return true;
  const nums = [s.minPower, s.maxPower, s.currentPower, s.statisticalPower, s.peakPower, s.powerRange.low, s.powerRange.high, s.cohesion, s.precision, s.competences, s.performance, s.microclimate];
  return nums.every((v) => inRange(v, 0, 100)) && s.minPower <= s.currentPower && s.currentPower <= s.maxPower && Object.values(s.dimensions).every((d) => inRange(d.value, 0, 100));
}

function sceneOk(r: SceneResult): boolean {
  for (const k of TEAM_SERIES) if (!r.team[k].every((v) => v === null || inRange(v, ...TEAM_RANGE[k]))) return false;
  for (const id of r.actorIds) {
    const a = r.actors[id]!;
    for (const k of ACTOR_SERIES) if (!a[k].every((v) => v === null || inRange(v, ...ACTOR_RANGE[k]))) return false;
    if (!a.mood.every((m) => m === null || MOODS.includes(m))) return false;
  }
  const expl = [r.explanations.today, r.explanations.last, ...r.segments.map((s) => (s.contributors ? { team: s.contributors, actors: {} } : null))];
  for (const e of expl) {
    if (!e) continue;
    if (e.team && !Object.values(e.team).every(okContributors)) return false;
    if (!Object.values(e.actors).every((a) => Object.values(a).every(okContributors))) return false;
  }
  return statsOk(r.todayStats) && statsOk(r.finalStats);
}

describe("scene properties", () => {
  it("every output is finite and in range for random valid scenes (or an expected error)", () => {
    fc.assert(
      fc.property(sceneArb(), fc.integer(), (scene, seed) => {
        const r = simulateScene(scene, { seed, today: TODAY });
        if (!r.ok) return ["actors_ineligible", "rank_conflict"].includes(r.error.code);
        return sceneOk(r.value);
      }),
      { numRuns: 60 },
    );
  });

  it("the order of actors and the same seed never change any result", () => {
    fc.assert(
      fc.property(sceneArb(5), fc.integer(), fc.integer(), (scene, seed, shift) => {
        const a = simulateScene(scene, { seed, today: TODAY });
        const k = Math.abs(shift) % scene.actors.length;
        const rotated = { ...scene, actors: [...scene.actors.slice(k), ...scene.actors.slice(0, k)].reverse() };
        expect(simulateScene(rotated, { seed, today: TODAY })).toEqual(a);
        expect(simulateScene(structuredClone(scene), { seed, today: TODAY })).toEqual(a);
      }),
      { numRuns: 25 },
    );
  });
});

describe("team check properties", () => {
  const members = fc.tuple(personWith("a"), personWith("b"), fc.option(personWith("c"), { nil: null }), fc.option(personWith("d"), { nil: null }));

  it("every output is finite and in range", () => {
    fc.assert(
      fc.property(members, fc.option(personWith("m"), { nil: undefined }), fc.boolean(), fc.integer(), (slots, manager, remote, seed) => {
        const r = checkTeam({ slots: [...slots], ...(manager ? { manager } : {}), interaction: { remote, hoursPerWeek: 5 } }, { seed, today: TODAY });
        if (!r.ok) return false;
        const c = r.value;
        const snaps = [c.today, c.settled];
        return (
          snaps.every((s) => [s.cohesion, s.basePower, s.peakPower, s.currentPower, s.statisticalPower, s.atmosphere, s.competencies, s.integration].every((v) => inRange(v, 0, 100)) && (s.managerFit === null || inRange(s.managerFit, 0, 100))) &&
          statsOk(c.stats) &&
          Object.values(c.actors).every((a) => inRange(a.power, 0, 100) && inRange(a.weight, 0, 100) && (a.condition === null || inRange(a.condition, -100, 100))) &&
          Object.values(c.contributors).every(okContributors)
        );
      }),
      { numRuns: 80 },
    );
  });

  it("T1/T2/T3/T5 directions hold for random teams", () => {
    fc.assert(
      fc.property(members, (slots) => {
        const team = slots.filter((p) => p !== null);
        const run = (ps: typeof team) => {
          const r = checkTeam({ slots: ps }, { seed: 1, today: TODAY });
          if (!r.ok) throw new Error(r.error.code);
          return r.value.settled;
        };
        const map = (f: (b: (typeof team)[number]["bigFive"], i: number) => Partial<(typeof team)[number]["bigFive"]>) => team.map((p, i) => ({ ...p, bigFive: { ...p.bigFive, ...f(p.bigFive, i) } }));
        const base = run(team);
        // T1: everyone a little more conscientious.
        if (team.every((p) => p.bigFive.conscientiousness <= 4.5)) expect(run(map((b) => ({ conscientiousness: b.conscientiousness + 0.5 }))).basePower).toBeGreaterThan(base.basePower);
        // T2: everyone a little more agreeable.
        if (team.every((p) => p.bigFive.agreeableness <= 4.5)) expect(run(map((b) => ({ agreeableness: b.agreeableness + 0.5 }))).cohesion).toBeGreaterThan(base.cohesion);
        // T3: the least agreeable member down by X vs everyone down by X / n.
        const lowest = team.reduce((lo, p, i) => (p.bigFive.agreeableness < team[lo]!.bigFive.agreeableness ? i : lo), 0);
        if (team.every((p) => p.bigFive.agreeableness >= 2)) {
          const one = run(map((b, i) => (i === lowest ? { agreeableness: b.agreeableness - 1 } : {})));
          const all = run(map((b) => ({ agreeableness: b.agreeableness - 1 / team.length })));
          expect(one.cohesion).toBeLessThanOrEqual(all.cohesion);
        }
        // T5: the most negatively emotional member more so.
        const top = team.reduce((hi, p, i) => (p.bigFive.negativeEmotionality > team[hi]!.bigFive.negativeEmotionality ? i : hi), 0);
        if (team[top]!.bigFive.negativeEmotionality <= 4) expect(run(map((b, i) => (i === top ? { negativeEmotionality: b.negativeEmotionality + 1 } : {}))).cohesion).toBeLessThan(base.cohesion);
      }),
      { numRuns: 60 },
    );
  });
});
