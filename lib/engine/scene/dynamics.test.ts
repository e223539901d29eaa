// Issue 16, point 4: the dynamics depend on who is involved. Pair curves rise for well-matched
// pairs and fall for difficult ones; the moods of realistic teams spread over the bands; a
// dismissal, a new lead and a move to remote work leave explained traces in the moods.
import { describe, expect, it } from "vitest";
import { forecastPair } from "../pair/forecast-pair";
import { MOODS, type Mood } from "../team/mood";
import { quantileSorted } from "../core/math";
import { buildCompanyReference } from "../norms/company-reference";
import { SHOWN_SCORES } from "../norms/shown-scale";
import { actor, person, team } from "../testing/builders";
import type { SceneActor } from "../timeline/actor-events";
import { explainSceneDay, simulateScene, type SceneResult } from "./simulate-scene";
import type { SceneInput } from "./scene-types";

const opts = { seed: 3, today: "2025-03-01" };
function sim(scene: SceneInput): SceneResult {
  const r = simulateScene(scene, opts);
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}
const dayIndex = (r: SceneResult, date: string) => r.todayIndex + (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${opts.today}T00:00:00Z`)) / 86_400_000;
const conditionContributors = (scene: SceneInput, date: string) => {
  const e = explainSceneDay(scene, opts, date);
  if (!e.ok) throw new Error(e.error.code);
  return (id: string) => e.value.actors[id]!.condition;
};

describe("pair curves depend on the pair", () => {
  const curve = (traits: Parameters<typeof person>[1]) => {
    const r = forecastPair({ a: person("a", traits), b: person("b", traits), manager: null, interaction: { remote: false, hoursPerWeek: 5 } }, opts);
    if (!r.ok) throw new Error(r.error.code);
    return r.value.months.map((m) => m.compatibility);
  };
  it("a well-matched pair rises over the year and a difficult pair falls", () => {
    const good = curve({ agreeableness: 4.5, negativeEmotionality: 1.8, conscientiousness: 4.3, openMindedness: 3.8 });
    const hard = curve({ agreeableness: 2, negativeEmotionality: 4.3, conscientiousness: 2.2 });
    expect(good[11]! - good[0]!).toBeGreaterThan(3);
    expect(hard[11]! - hard[0]!).toBeLessThan(-3);
  });
});

// Issue 16, points 2 and 4, on a fresh sample of the reference population (the full population's
// figures: `npm run bench:model`, docs/model.md "Model diagnostics").
describe("the reference population meets issue 16 points 2 and 4 (a sample of it)", () => {
  const ref = buildCompanyReference(600, 240);
  it("every shown company score spreads: its 5th-95th percentiles span at least 30 points (point 2)", () => {
    for (const kind of SHOWN_SCORES) {
      const s = ref.scores[kind];
      expect(s.length).toBeGreaterThan(80);
      expect(quantileSorted(s, 0.95) - quantileSorted(s, 0.05), kind).toBeGreaterThanOrEqual(30);
    }
  });

  it("some pairs' curves rise and others fall (point 4)", () => {
    let rises = 0;
    let falls = 0;
    for (const { forecast } of ref.pairs) {
      const first = forecast.months[0]!.compatibility;
      const last = forecast.months[11]!.compatibility;
      if (last > first) rises++;
      else if (last < first) falls++;
    }
    expect(rises / ref.pairs.length).toBeGreaterThan(0.5);
    expect(falls / ref.pairs.length).toBeGreaterThan(0.15);
  });

  it("members' moods on day 364 spread: no mood above 60 %, at least four moods, few one-mood teams (point 4)", () => {
    const count = new Map<Mood, number>();
    let members = 0;
    let oneMood = 0;
    for (const { result } of ref.teams) {
      const last = result.dayCount - 1;
      const moods = result.actorIds.map((id) => result.actors[id]!.mood[last] as Mood);
      for (const m of moods) count.set(m, (count.get(m) ?? 0) + 1);
      members += moods.length;
      if (new Set(moods).size === 1) oneMood++;
    }
    for (const m of MOODS) expect((count.get(m) ?? 0) / members).toBeLessThanOrEqual(0.6);
    expect(count.size).toBeGreaterThanOrEqual(4);
    expect(oneMood / ref.teams.length).toBeLessThan(0.25);
  });
});

describe("every mood is reachable", () => {
  it("from DEPRESSED to EXCELLENT, and UNCLEAR without partners", () => {
    const seen = new Set<Mood>();
    const add = (r: SceneResult) => {
      for (const id of r.actorIds) for (const m of r.actors[id]!.mood) if (m) seen.add(m as Mood);
    };
    // A calm, outgoing, agreeable team under a well-suited lead.
    const bright = team(4, { negativeEmotionality: 1.2, extraversion: 4.8, agreeableness: 4.8, conscientiousness: 4.5 }, "2023-01-01");
    bright[0] = { ...bright[0]!, events: [...bright[0]!.events, { date: "2023-01-01", type: "L_RANK" }] };
    add(sim({ lifespan: "one_year", actors: bright }));
    // Anxious, withdrawn people working remotely, who lose a close colleague.
    const grim: SceneActor[] = team(4, { negativeEmotionality: 4.9, extraversion: 1.5, agreeableness: 1.6, conscientiousness: 2 }, "2023-01-01");
    grim[3] = { ...grim[3]!, events: [...grim[3]!.events, { date: "2024-10-01", type: "DISMISS" }] };
    add(sim({ lifespan: "one_year", actors: grim, defaultInteraction: { remote: true, hoursPerWeek: 10 } }));
    // Somewhat anxious, reserved people.
    add(sim({ lifespan: "one_year", actors: team(4, { negativeEmotionality: 4, extraversion: 2.2, agreeableness: 2.5 }, "2023-01-01") }));
    // Average people, one of whom works with nobody, joined by a newcomer who is still settling in.
    const alone = [...team(3, {}, "2023-01-01"), actor("solo", {}, [{ date: "2023-01-01", type: "JOIN" }]), actor("newcomer", {}, [{ date: "2025-02-20", type: "JOIN" }])];
    const apart = ["m1", "m2", "m3", "newcomer"].map((id) => ({ a: id, b: "solo", date: "2023-01-01", hoursPerWeek: 0 }));
    const r = sim({ lifespan: "one_year", actors: alone, interactions: apart });
    add(r);
    expect(r.actors["newcomer"]!.mood[dayIndex(r, "2025-02-22")]).toBe("ANXIOUS");
    expect(r.actors["solo"]!.mood[dayIndex(r, "2025-02-22")]).toBe("UNCLEAR");
    for (const m of MOODS) expect([...seen]).toContain(m);
  });
});

describe("events leave explained traces in the moods", () => {
  const base = team(4, {}, "2023-06-01");
  const scene = (actors: SceneActor[], extra: Partial<SceneInput> = {}): SceneInput => ({ lifespan: "one_year", actors, ...extra });
  const after = "2025-05-01";

  it("a well-suited new lead lifts the others' moods, a poorly suited one lowers them, and says who", () => {
    const withLead = (traits: Parameters<typeof person>[1]) =>
      base.map((a) => (a.id === "m1" ? { ...a, bigFive: { ...a.bigFive, ...traits }, events: [...a.events, { date: "2025-04-01", type: "L_RANK" as const }] } : a));
    const control = sim(scene(base.map((a) => (a.id === "m1" ? { ...a, bigFive: { ...a.bigFive } } : a))));
    const strong = withLead({ extraversion: 4.8, conscientiousness: 4.8, openMindedness: 4.5, negativeEmotionality: 1.5 });
    const weak = withLead({ extraversion: 1.4, conscientiousness: 1.5, openMindedness: 1.5, negativeEmotionality: 4.6 });
    const t = dayIndex(control, after);
    const rStrong = sim(scene(strong));
    const rWeak = sim(scene(weak));
    const ctlStrong = sim(scene(strong.map((a) => ({ ...a, events: a.events.filter((e) => e.type !== "L_RANK") }))));
    const ctlWeak = sim(scene(weak.map((a) => ({ ...a, events: a.events.filter((e) => e.type !== "L_RANK") }))));
    expect(rStrong.actors["m2"]!.condition[t]! - ctlStrong.actors["m2"]!.condition[t]!).toBeGreaterThan(3);
    expect(rWeak.actors["m2"]!.condition[t]! - ctlWeak.actors["m2"]!.condition[t]!).toBeLessThan(-3);
    expect(conditionContributors(scene(strong), after)("m2")).toContainEqual(expect.objectContaining({ code: "leader_fit_mood", actor: "m1" }));
    expect(conditionContributors(scene(weak), after)("m3")).toContainEqual(expect.objectContaining({ code: "leader_fit_mood", actor: "m1" }));
  });

  it("moving the team to remote work lowers the moods, with the remote share named", () => {
    const pairs = ["m1", "m2", "m3", "m4"].flatMap((a, i, all) => all.slice(i + 1).map((b) => ({ a, b, date: "2025-04-01", remote: true })));
    const control = sim(scene(base));
    const remote = sim(scene(base, { interactions: pairs }));
    const t = dayIndex(control, after);
    const before = dayIndex(control, "2025-03-15");
    expect(remote.actors["m1"]!.condition[before]).toBe(control.actors["m1"]!.condition[before]);
    expect(control.actors["m1"]!.condition[t]! - remote.actors["m1"]!.condition[t]!).toBeGreaterThan(5);
    expect(conditionContributors(scene(base, { interactions: pairs }), after)("m1")).toContainEqual(expect.objectContaining({ code: "remote_isolation", actor: "m1", value: 100 }));
  });
});
