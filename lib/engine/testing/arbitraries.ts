// fast-check generators of valid engine inputs (used by the property tests only).
import fc from "fast-check";
import { formatDay, parseDay } from "../core/dates";
import { GRADES, type BigFive, type Level, type Person } from "../person/person";
import type { InteractionSetting, Lifespan, SceneInput } from "../scene/scene-types";
import type { ActorEvent, SceneActor } from "../timeline/actor-events";
import { INTENSITY_STEPS } from "../scene/interactions";

export const TODAY = "2025-03-01";
const today = parseDay(TODAY)!;

export const trait = fc.double({ min: 1, max: 5, noNaN: true });
export const bigFive: fc.Arbitrary<BigFive> = fc.record({
  extraversion: trait,
  agreeableness: trait,
  conscientiousness: trait,
  negativeEmotionality: trait,
  openMindedness: trait,
});
export const level: fc.Arbitrary<Level | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom(...GRADES).map((grade) => ({ grade })),
  fc.double({ min: 0, max: 100, noNaN: true }).map((precise) => ({ precise })),
);

export const personWith = (id: string): fc.Arbitrary<Person> =>
  fc.record({ bigFive, K: level, P: level, L: level, age: fc.option(fc.integer({ min: 16, max: 80 }), { nil: undefined }) }).map(({ bigFive: b, K, P, L, age }) => ({
    id,
    bigFive: b,
    levels: { ...(K ? { K } : {}), ...(P ? { P } : {}), ...(L ? { L } : {}) },
    ...(age !== undefined ? { age } : {}),
  }));

export const interaction = fc.record({ remote: fc.boolean(), hoursPerWeek: fc.constantFrom(...INTENSITY_STEPS) });

/** A day offset from today into a scene's window (past days up to 730, 365 ahead). */
const offset = fc.integer({ min: -800, max: 400 });
const dayAt = (o: number) => formatDay(today + o);

/** Raw event lists: any order, redundant events included; ranks only on the given kind. */
function events(rankType: "M" | "L" | null): fc.Arbitrary<ActorEvent[]> {
  const membership = fc.tuple(offset, fc.constantFrom("DISMISS", "REJOIN") as fc.Arbitrary<"DISMISS" | "REJOIN">);
  return fc
    .record({
      join: offset,
      more: fc.array(membership, { maxLength: 3 }),
      rank: rankType ? fc.option(fc.tuple(offset, fc.option(offset, { nil: undefined })), { nil: undefined }) : fc.constant(undefined),
    })
    .map(({ join, more, rank }) => {
      const out: ActorEvent[] = [{ date: dayAt(join), type: "JOIN" }, ...more.map(([o, type]) => ({ date: dayAt(o), type }))];
      if (rank && rankType) {
        out.push({ date: dayAt(rank[0]), type: rankType === "M" ? "M_RANK" : "L_RANK" });
        if (rank[1] !== undefined) out.push({ date: dayAt(rank[1]), type: rankType === "M" ? "M_DISRANK" : "L_DISRANK" });
      }
      return out;
    });
}

export function sceneArb(maxActors = 7): fc.Arbitrary<SceneInput> {
  return fc.integer({ min: 2, max: maxActors }).chain((n) => {
    const ids = Array.from({ length: n }, (_, i) => `a${i}`);
    const actors = fc.tuple(...ids.map((id, i) => fc.tuple(personWith(id), events(i === 0 ? "M" : i === 1 ? "L" : null)))).map((list) =>
      list.map(([p, ev]): SceneActor => ({ ...p, events: ev })),
    );
    const setting: fc.Arbitrary<InteractionSetting> = fc
      .record({ x: fc.integer({ min: 0, max: n - 1 }), y: fc.integer({ min: 0, max: n - 1 }), o: offset, remote: fc.option(fc.boolean(), { nil: undefined }), h: fc.constantFrom(0, ...INTENSITY_STEPS) })
      .filter(({ x, y }) => x !== y)
      .map(({ x, y, o, remote, h }) => ({ a: ids[x]!, b: ids[y]!, date: dayAt(o), hoursPerWeek: h, ...(remote !== undefined ? { remote } : {}) }));
    return fc.record({
      lifespan: fc.constantFrom<Lifespan>("new", "one_year", "two_years"),
      actors,
      interactions: fc.array(setting, { maxLength: 6 }),
    });
  });
}
