// Issue 16, point 6: the anchor properties on many random baselines, not only on hand-picked ones:
// random people, teams of 3, 7 and 15, small (0.25) and large (1.0) trait steps, and results
// compared as the product shows them (whole points). A large step must move a score visibly the
// way the research says; a small one may round to no change but never the other way. The
// properties this does not yet hold for (T3 and T4 at a large step, T6, the
// couples' C1-C4 on random couples) are listed with their counterexamples in docs/model.md,
// "Directional properties"; they are the engine's open work, not left out by accident.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { BigFive, TraitKey } from "./person/person";
import { simulateScene } from "./scene/simulate-scene";
import { checkTeam } from "./team/check-team";
import { bigFive } from "./testing/arbitraries";
import { actor, person } from "./testing/builders";

// A counterexample is reported as found, without shrinking: each try runs several simulations.
fc.configureGlobal({ endOnFailure: true });

const opts = { seed: 4, today: "2025-03-01" };
const shown = (x: number) => Math.round(x);
const STEPS = [0.25, 1] as const;
const SIZES = [3, 7, 15] as const;
/** Large steps move the shown score the expected way; small ones never against it. */
function expectUp(after: number, before: number, step: number) {
  if (step >= 1) expect(shown(after)).toBeGreaterThan(shown(before));
  else expect(shown(after)).toBeGreaterThanOrEqual(shown(before));
}
const expectDown = (after: number, before: number, step: number) => expectUp(-after, -before, step);
const within = (x: number) => x >= 1 && x <= 5;

/** A team of n integrated members (joined two years before today), working in the office or remotely. */
function simulateTeam(traits: BigFive[], remote = false) {
  const actors = traits.map((t, i) => actor(`m${i + 1}`, t, [{ date: "2023-01-01", type: "JOIN" }]));
  const r = simulateScene({ lifespan: "new", actors, defaultInteraction: { remote, hoursPerWeek: 5 } }, opts);
  if (!r.ok) throw new Error(r.error.code);
  const res = r.value;
  const last = res.dayCount - 1;
  const conditions = res.actorIds.map((id) => res.actors[id]!.condition[last]!);
  return { ...res.finalStats!, meanCondition: conditions.reduce((s, c) => s + c, 0) / conditions.length };
}
const teamOf = (n: number) => fc.array(bigFive, { minLength: n, maxLength: n });
const shift = (traits: BigFive[], f: (t: BigFive, i: number) => Partial<BigFive>) => traits.map((t, i) => ({ ...t, ...f(t, i) }));

describe.each(SIZES)("team anchors on random teams of %i", (n) => {
  const runs = n === 15 ? 12 : 20;
  it.each(STEPS)("T1 and T2 with a step of %f: more conscientious -> more power; more agreeable -> more cohesion and atmosphere", (step) => {
    fc.assert(
      fc.property(teamOf(n), (team) => {
        const base = simulateTeam(team);
        if (team.every((t) => within(t.conscientiousness + step))) expectUp(simulateTeam(shift(team, (t) => ({ conscientiousness: t.conscientiousness + step }))).peakPower, base.peakPower, step);
        if (team.every((t) => within(t.agreeableness + step))) {
          const more = simulateTeam(shift(team, (t) => ({ agreeableness: t.agreeableness + step })));
          expectUp(more.cohesion, base.cohesion, step);
          expectUp(more.microclimate, base.microclimate, step);
        }
      }),
      { numRuns: runs },
    );
  });

  it.each([0.25])("T3 with a step of %f: the least agreeable member down by X lowers cohesion at least as much as everyone down by X / n", (step) => {
    fc.assert(
      fc.property(teamOf(n), (team) => {
        const lowest = team.reduce((lo, t, i) => (t.agreeableness < team[lo]!.agreeableness ? i : lo), 0);
        fc.pre(within(team[lowest]!.agreeableness - step));
        const one = simulateTeam(shift(team, (t, i) => (i === lowest ? { agreeableness: t.agreeableness - step } : {})));
        const all = simulateTeam(shift(team, (t) => ({ agreeableness: t.agreeableness - step / n })));
        expect(shown(one.cohesion)).toBeLessThanOrEqual(shown(all.cohesion));
      }),
      { numRuns: runs },
    );
  });

  it.each([0.25])("T4 with a spread of %f: members who differ in conscientiousness or agreeableness reach less power than alike ones", (step) => {
    fc.assert(
      fc.property(teamOf(n), fc.double({ min: 2, max: 4, noNaN: true }), fc.constantFrom("conscientiousness", "agreeableness") as fc.Arbitrary<"conscientiousness" | "agreeableness">, (team, level, trait) => {
        const alike = shift(team, () => ({ [trait]: level }));
        // Alternating +-step keeps the mean (the last member stays put in a team of odd size).
        const spread = shift(alike, (_, i) => (n % 2 === 1 && i === n - 1 ? {} : { [trait]: level + (i % 2 === 0 ? step : -step) }));
        expectDown(simulateTeam(spread).peakPower, simulateTeam(alike).peakPower, step);
      }),
      { numRuns: runs },
    );
  });

  it.each(STEPS)("T5 with a step of %f: the most easily upset member more so -> lower cohesion and moods", (step) => {
    fc.assert(
      fc.property(teamOf(n), (team) => {
        const top = team.reduce((hi, t, i) => (t.negativeEmotionality > team[hi]!.negativeEmotionality ? i : hi), 0);
        fc.pre(within(team[top]!.negativeEmotionality + step));
        const base = simulateTeam(team);
        const worse = simulateTeam(shift(team, (t, i) => (i === top ? { negativeEmotionality: t.negativeEmotionality + step } : {})));
        expectDown(worse.cohesion, base.cohesion, step);
        expectDown(worse.meanCondition, base.meanCondition, step);
      }),
      { numRuns: runs },
    );
  });
});

describe("leader anchor on random managers and crews", () => {
  it.each(STEPS)("L1 with a step of %f: fit rises with E, C, O, falls with N; agreeableness weighs least", (step) => {
    fc.assert(
      fc.property(bigFive, teamOf(3), (boss, crew) => {
        const fit = (t: BigFive) => {
          const r = checkTeam({ slots: crew.map((c, i) => person(`p${i}`, c)), manager: person("boss", t) }, opts);
          if (!r.ok) throw new Error(r.error.code);
          return r.value.settled.managerFit!;
        };
        const base = fit(boss);
        fc.pre(base > 10 && base < 90);
        const effect = (trait: TraitKey, sign: 1 | -1) => (within(boss[trait] + sign * step) ? fit({ ...boss, [trait]: boss[trait] + sign * step }) - base : null);
        for (const trait of ["extraversion", "conscientiousness", "openMindedness"] as const) {
          const up = effect(trait, 1);
          if (up !== null) expectUp(base + up, base, step);
        }
        const n = effect("negativeEmotionality", 1);
        if (n !== null) expectDown(base + n, base, step);
        const a = effect("agreeableness", 1);
        if (a !== null) for (const trait of ["extraversion", "conscientiousness", "openMindedness"] as const) {
          const other = effect(trait, 1);
          if (other !== null) expect(Math.abs(a)).toBeLessThan(Math.abs(other));
        }
      }),
      { numRuns: 40 },
    );
  });
});
