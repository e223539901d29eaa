import { describe, expect, it } from "vitest";
import type { BigFive, Person } from "../person/person";
import { simulateScene, type SceneResult } from "../scene/simulate-scene";
import type { InteractionSetting } from "../scene/scene-types";
import { person, team, withTrait } from "../testing/builders";
import { checkTeam, type TeamCheck } from "./check-team";

const opts = { seed: 5, today: "2025-03-01" };
function check(slots: Person[], manager?: Person, remote = false): TeamCheck {
  const r = checkTeam({ slots, ...(manager ? { manager } : {}), interaction: { remote, hoursPerWeek: 5 } }, opts);
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}
const members = (traits: Array<Partial<BigFive>>) => traits.map((t, i) => person(`p${i + 1}`, t));
const same = (t: Partial<BigFive>, n = 4) => members(Array.from({ length: n }, () => t));
const meanCondition = (c: TeamCheck) => Object.values(c.actors).reduce((s, a) => s + (a.condition ?? 0), 0) / Object.keys(c.actors).length;

describe("team anchors", () => {
  it("T1: higher mean conscientiousness -> higher power / performance", () => {
    const lo = check(same({ conscientiousness: 2.5 }));
    const hi = check(same({ conscientiousness: 3.5 }));
    expect(hi.settled.basePower).toBeGreaterThan(lo.settled.basePower);
    expect(hi.settled.peakPower).toBeGreaterThan(lo.settled.peakPower);
    expect(hi.settled.currentPower).toBeGreaterThan(lo.settled.currentPower);
    expect(hi.today.currentPower).toBeGreaterThan(lo.today.currentPower);
  });

  it("T2: higher mean agreeableness -> higher cohesion and atmosphere", () => {
    const lo = check(same({ agreeableness: 2.5 }));
    const hi = check(same({ agreeableness: 3.5 }));
    for (const k of ["today", "settled"] as const) {
      expect(hi[k].cohesion).toBeGreaterThan(lo[k].cohesion);
      expect(hi[k].atmosphere).toBeGreaterThan(lo[k].atmosphere);
    }
  });

  it("T3: lowering one member's agreeableness by X lowers cohesion more than lowering everyone's by X / n", () => {
    for (const level of [2, 3, 4]) {
      const n = 4;
      const x = 1;
      const one = check(members([{ agreeableness: level - x }, { agreeableness: level }, { agreeableness: level }, { agreeableness: level }]));
      const all = check(same({ agreeableness: level - x / n }, n));
      expect(one.settled.cohesion).toBeLessThan(all.settled.cohesion);
      expect(one.today.cohesion).toBeLessThan(all.today.cohesion);
    }
  });

  it("T4: more spread in conscientiousness or agreeableness -> lower performance", () => {
    const flat = check(same({ conscientiousness: 3.5, agreeableness: 3.5 }));
    const cSpread = check(members([{ conscientiousness: 2 }, { conscientiousness: 5 }, { conscientiousness: 2 }, { conscientiousness: 5 }].map((t) => ({ ...t, agreeableness: 3.5 }))));
    const aSpread = check(members([{ agreeableness: 2 }, { agreeableness: 5 }, { agreeableness: 2 }, { agreeableness: 5 }].map((t) => ({ ...t, conscientiousness: 3.5 }))));
    for (const spread of [cSpread, aSpread]) {
      expect(spread.settled.basePower).toBeLessThan(flat.settled.basePower);
      expect(spread.settled.peakPower).toBeLessThan(flat.settled.peakPower);
      expect(spread.settled.currentPower).toBeLessThan(flat.settled.currentPower);
    }
  });

  it("T5: raising the team's highest negative emotionality lowers cohesion and moods", () => {
    const base = [{ negativeEmotionality: 2 }, { negativeEmotionality: 2.5 }, { negativeEmotionality: 3 }, { negativeEmotionality: 3.5 }];
    const calm = check(members(base));
    const worse = check(members([...base.slice(0, 3), { negativeEmotionality: 4.5 }]));
    expect(worse.settled.cohesion).toBeLessThan(calm.settled.cohesion);
    expect(meanCondition(worse)).toBeLessThan(meanCondition(calm));
    for (const id of ["p1", "p2", "p3", "p4"]) expect(worse.actors[id]!.condition!).toBeLessThan(calm.actors[id]!.condition!);
    expect(worse.settled.atmosphere).toBeLessThan(calm.settled.atmosphere);
  });

  it("T6: the cohesion gain from agreeableness shrinks as office hours turn into remote hours", () => {
    const ids = ["m1", "m2", "m3", "m4"];
    const pairs = ids.flatMap((a, i) => ids.slice(i + 1).map((b) => [a, b] as const));
    const settings = (remoteCount: number): InteractionSetting[] => pairs.map(([a, b], k) => ({ a, b, date: "2024-01-01", remote: k < remoteCount, hoursPerWeek: 5 }));
    const cohesion = (agree: number, remoteCount: number) => {
      const r = simulateScene({ lifespan: "one_year", actors: team(4, { agreeableness: agree }), interactions: settings(remoteCount) }, opts);
      if (!r.ok) throw new Error(r.error.code);
      return (r.value as SceneResult).team.cohesion[r.value.todayIndex]!;
    };
    const gain = (remoteCount: number) => cohesion(4, remoteCount) - cohesion(2.5, remoteCount);
    const office = gain(0);
    const half = gain(3);
    const remote = gain(6);
    expect(office).toBeGreaterThan(half);
    expect(half).toBeGreaterThan(remote);
    expect(remote).toBeGreaterThan(0);
    // The same holds in the quick check's all-office vs all-remote setting.
    const c = (a: number, r: boolean) => check(same({ agreeableness: a }), undefined, r).settled.cohesion;
    expect(c(4, false) - c(2.5, false)).toBeGreaterThan(c(4, true) - c(2.5, true));
  });
});

describe("leader anchor", () => {
  it("L1: manager fit rises with extraversion, conscientiousness, open-mindedness, falls with negative emotionality; agreeableness weighs least", () => {
    const crew = members([{}, {}, {}]);
    const fit = (t: Partial<BigFive>) => check(crew, person("boss", t)).settled.managerFit!;
    const base = fit({});
    const effects = {
      extraversion: fit({ extraversion: 4.5 }) - base,
      conscientiousness: fit({ conscientiousness: 4.5 }) - base,
      openMindedness: fit({ openMindedness: 4.5 }) - base,
      negativeEmotionality: fit({ negativeEmotionality: 4.5 }) - base,
      agreeableness: fit({ agreeableness: 4.5 }) - base,
    };
    expect(effects.extraversion).toBeGreaterThan(0);
    expect(effects.conscientiousness).toBeGreaterThan(0);
    expect(effects.openMindedness).toBeGreaterThan(0);
    expect(effects.negativeEmotionality).toBeLessThan(0);
    expect(effects.agreeableness).toBeGreaterThanOrEqual(0);
    for (const t of ["extraversion", "conscientiousness", "openMindedness", "negativeEmotionality"] as const) {
      expect(Math.abs(effects.agreeableness)).toBeLessThan(Math.abs(effects[t]));
    }
    // A better-fitting manager also lifts the team's predicted power.
    expect(check(crew, person("boss", { extraversion: 4.5, conscientiousness: 4.5 })).settled.peakPower).toBeGreaterThan(check(crew, person("boss", { negativeEmotionality: 4.5 })).settled.peakPower);
  });

  it("L1 holds for a manager appointed inside a scene too", () => {
    const actors = team(4).map((a, i) => (i === 0 ? { ...a, events: [...a.events, { date: "2024-02-01", type: "M_RANK" as const }] } : a));
    const fitOf = (t: Partial<BigFive>) => {
      const r = simulateScene({ lifespan: "one_year", actors: actors.map((a, i) => (i === 0 ? withTrait(a, t) : a)) }, opts);
      if (!r.ok) throw new Error(r.error.code);
      return r.value.team.managerFit[r.value.todayIndex]!;
    };
    expect(fitOf({ extraversion: 4.5 })).toBeGreaterThan(fitOf({}));
    expect(fitOf({ negativeEmotionality: 4.5 })).toBeLessThan(fitOf({}));
  });
});
