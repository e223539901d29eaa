// The owner's composition edits as pure functions: each goes through the engine's
// timeline rules (applyActorEvent) and becomes the PATCH /scene/{id} body.
import {
  DEFAULT_INTERACTION,
  applyActorEvent,
  isAllowedIntensity,
  weeklyHoursOn,
  type ActorEvent,
  type ActorEventType,
  type EngineError,
  type HoursWarning,
  type IgnoreReason,
  type InteractionSettings,
  type Lifespan,
  type SceneActor,
} from "@/lib/engine/index";
import type { InteractionInput, SceneActorInput } from "@/lib/contracts/scenes";

/** The timeline rules look only at ids and events; the traits are placeholders. */
const NEUTRAL_TRAITS = { extraversion: 3, agreeableness: 3, conscientiousness: 3, negativeEmotionality: 3, openMindedness: 3 };

export interface EditableActor {
  profileId: string;
  addedAt?: string;
  events: ReadonlyArray<{ date: string; type: ActorEventType }>;
}
export interface EditableScene {
  actors: readonly EditableActor[];
  interactions: readonly InteractionInput[];
}

export type SceneEdit =
  | { kind: "hire"; profileId: string; date: string }
  | { kind: "rehire" | "fire"; actorId: string; date: string }
  | { kind: "rank"; actorId: string; rank: "lead" | "manager"; assign: boolean; date: string }
  | { kind: "remove"; actorId: string }
  | { kind: "interaction"; a: string; b: string; date: string; remote: boolean; hoursPerWeek: number };

export interface ScenePatch {
  actors: SceneActorInput[];
  interactions: InteractionInput[];
}

export type EditOutcome =
  | { ok: true; changed: true; patch: ScenePatch }
  | { ok: true; changed: false; ignored: IgnoreReason }
  | { ok: false; error: EngineError | { code: "invalid_interaction" } };

export function toEngineActors(actors: EditableScene["actors"]): SceneActor[] {
  return actors.map((a) => ({ id: a.profileId, bigFive: NEUTRAL_TRAITS, events: a.events.map((e) => ({ date: e.date, type: e.type })) }));
}

/** The request body: every member with its (engine-normalised) events, dates and types only. */
function patchOf(scene: EditableScene, actors: readonly SceneActor[], interactions: readonly InteractionInput[], now: string): ScenePatch {
  const added = new Map(scene.actors.map((a) => [a.profileId, a.addedAt]));
  return {
    actors: actors.map((a) => ({ profileId: a.id, addedAt: added.get(a.id) ?? now, events: a.events.map((e) => ({ date: e.date, type: e.type })) })),
    interactions: [...interactions],
  };
}

function eventFor(edit: Extract<SceneEdit, { kind: "hire" | "rehire" | "fire" | "rank" }>): ActorEvent {
  switch (edit.kind) {
    case "hire":
      return { date: edit.date, type: "JOIN" };
    case "rehire":
      return { date: edit.date, type: "REJOIN" };
    case "fire":
      return { date: edit.date, type: "DISMISS" };
    case "rank":
      return { date: edit.date, type: edit.rank === "lead" ? (edit.assign ? "L_RANK" : "L_DISRANK") : edit.assign ? "M_RANK" : "M_DISRANK" };
  }
}

/**
 * Applies one edit. Hiring someone new adds them and JOINs them on the date (hiring a
 * former member is a REJOIN, by the engine's rule); removing takes the person and their
 * interaction settings out of the model entirely. `now` (ISO time) is the added-at of a hire.
 */
export function applyEdit(scene: EditableScene, edit: SceneEdit, now: string): EditOutcome {
  const actors = toEngineActors(scene.actors);
  if (edit.kind === "remove") {
    const kept = actors.filter((a) => a.id !== edit.actorId);
    const interactions = scene.interactions.filter((s) => s.a !== edit.actorId && s.b !== edit.actorId);
    return { ok: true, changed: true, patch: patchOf(scene, kept, interactions, now) };
  }
  if (edit.kind === "interaction") {
    const ids = new Set(actors.map((a) => a.id));
    if (edit.a === edit.b || !ids.has(edit.a) || !ids.has(edit.b) || !isAllowedIntensity(edit.hoursPerWeek, true)) return { ok: false, error: { code: "invalid_interaction" } };
    // On one day the later setting wins (engine rule); replacing keeps the list short.
    const samePair = (s: InteractionInput) => s.date === edit.date && ((s.a === edit.a && s.b === edit.b) || (s.a === edit.b && s.b === edit.a));
    const interactions = [...scene.interactions.filter((s) => !samePair(s)), { a: edit.a, b: edit.b, date: edit.date, remote: edit.remote, hoursPerWeek: edit.hoursPerWeek }];
    return { ok: true, changed: true, patch: patchOf(scene, actors, interactions, now) };
  }
  const actorId = edit.kind === "hire" ? edit.profileId : edit.actorId;
  const base = edit.kind === "hire" && !actors.some((a) => a.id === actorId) ? [...actors, { id: actorId, bigFive: NEUTRAL_TRAITS, events: [] }] : actors;
  const applied = applyActorEvent(base, actorId, eventFor(edit));
  if (!applied.ok) return { ok: false, error: applied.error };
  if (applied.value.ignored) return { ok: true, changed: false, ignored: applied.value.ignored };
  return { ok: true, changed: true, patch: patchOf(scene, applied.value.actors, scene.interactions, now) };
}

/** A pair's setting in force on `date`: the latest entries (fields kept separately), else the default. */
export function pairSettingOn(interactions: readonly InteractionInput[], fallback: InteractionSettings, a: string, b: string, date: string): InteractionSettings {
  const current = { ...fallback };
  const entries = interactions
    .map((s, order) => ({ s, order }))
    .filter(({ s }) => s.date <= date && ((s.a === a && s.b === b) || (s.a === b && s.b === a)))
    .sort((x, y) => (x.s.date < y.s.date ? -1 : x.s.date > y.s.date ? 1 : x.order - y.order));
  for (const { s } of entries) {
    if (s.remote !== undefined) current.remote = s.remote;
    if (s.hoursPerWeek !== undefined) current.hoursPerWeek = s.hoursPerWeek;
  }
  return current;
}

/**
 * Members whose weekly interaction total (the engine's count) passes 50 hours on `date`
 * or on any later day the composition or the settings change; one warning per person, the first.
 */
export function hoursWarnings(scene: EditableScene, lifespan: Lifespan, defaultInteraction: InteractionSettings | undefined, date: string): HoursWarning[] {
  const input = { lifespan, actors: toEngineActors(scene.actors), interactions: [...scene.interactions], defaultInteraction: defaultInteraction ?? DEFAULT_INTERACTION };
  const later = [...scene.actors.flatMap((a) => a.events.map((e) => e.date)), ...scene.interactions.map((s) => s.date)].filter((d) => d > date);
  const found = new Map<string, HoursWarning>();
  for (const day of [date, ...[...new Set(later)].sort()]) {
    const result = weeklyHoursOn(input, day);
    if (!result.ok) continue;
    for (const w of result.value.warnings) if (!found.has(w.actor)) found.set(w.actor, w);
  }
  return [...found.values()];
}
