// Builders for tests and the bench: plain data, no randomness of their own.
import type { BigFive, Person } from "../person/person";
import type { ActorEvent, SceneActor } from "../timeline/actor-events";

export const MID: BigFive = { extraversion: 3, agreeableness: 3, conscientiousness: 3, negativeEmotionality: 3, openMindedness: 3 };

export function person(id: string, traits: Partial<BigFive> = {}, extra: Partial<Person> = {}): Person {
  return { id, bigFive: { ...MID, ...traits }, levels: { K: { grade: "MIDDLE" }, P: { grade: "MIDDLE" }, L: { grade: "MIDDLE" } }, ...extra };
}

export function actor(id: string, traits: Partial<BigFive> = {}, events: ActorEvent[] = [{ date: "2024-01-01", type: "JOIN" }], extra: Partial<Person> = {}): SceneActor {
  return { ...person(id, traits, extra), events };
}

/** Same Big Five on every member except the overrides. */
export function team(size: number, traits: Partial<BigFive> = {}, joinDate = "2024-01-01"): SceneActor[] {
  return Array.from({ length: size }, (_, i) => actor(`m${i + 1}`, traits, [{ date: joinDate, type: "JOIN" }]));
}

export const withTrait = (a: SceneActor, traits: Partial<BigFive>): SceneActor => ({ ...a, bigFive: { ...a.bigFive, ...traits } });
