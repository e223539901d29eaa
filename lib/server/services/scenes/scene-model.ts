import "server-only";
import type { SceneSettings, StoredInteraction, StoredSceneActor } from "@/db/schema";
import {
  DEFAULT_INTERACTION,
  LIFESPAN_PAST_DAYS,
  findRankConflict,
  normalizeEvents,
  undoLabels,
  validateInteraction,
  type Lifespan,
  type SceneActor,
  type SceneInput,
} from "@/lib/engine/index";
import { AppError } from "@/lib/server/http/app-error";
import type { ScenePerson } from "./scene-people";
import { addDays } from "@/lib/engine/core/dates";

/** The first day of a scene's timeline: today minus its lifespan's past. */
export function startDayFor(lifespan: Lifespan, today: string): string {
  return addDays(today, -LIFESPAN_PAST_DAYS[lifespan]);
}

/** Placeholder traits: diffs and undo labels look only at ids and events. */
const NEUTRAL = { extraversion: 3, agreeableness: 3, conscientiousness: 3, negativeEmotionality: 3, openMindedness: 3 };

export function asSceneActors(actors: readonly StoredSceneActor[]): SceneActor[] {
  return actors.map((a) => ({ id: a.profileId, bigFive: NEUTRAL, events: a.events }));
}

/** Actors as stored: events normalised by the engine's rules; a new actor joins on the scene's first day. */
export function normaliseActors(actors: ReadonlyArray<{ profileId: string; addedAt?: string; events: StoredSceneActor["events"] }>, startDay: string, now: Date): StoredSceneActor[] {
  return actors.map((a) => ({
    profileId: a.profileId,
    addedAt: a.addedAt ?? now.toISOString(),
    events: normalizeEvents(a.events.length ? a.events : [{ date: startDay, type: "JOIN" }]) as StoredSceneActor["events"],
  }));
}

/**
 * The rules a scene's composition must keep: each profile once and usable by this owner,
 * one lead and one manager at a time, interactions between members with allowed hours.
 */
export function validateComposition(actors: readonly StoredSceneActor[], interactions: readonly StoredInteraction[], settings: SceneSettings, people: Map<string, ScenePerson>): void {
  const ids = actors.map((a) => a.profileId);
  if (new Set(ids).size !== ids.length) throw new AppError("scene:duplicate_profile");
  if (ids.some((id) => !people.has(id))) throw new AppError("profile_not_found");
  if (findRankConflict(asSceneActors(actors))) throw new AppError("scene:rank_conflict");
  const members = new Set(ids);
  const base = validateInteraction(settings.defaultInteraction, { allowNone: true, field: "defaultInteraction" });
  if (!base.ok) throw new AppError("validate.consistency", 400, { fields: { defaultInteraction: "invalid" } });
  for (const [i, s] of interactions.entries()) {
    const merged = { remote: s.remote ?? DEFAULT_INTERACTION.remote, hoursPerWeek: s.hoursPerWeek ?? DEFAULT_INTERACTION.hoursPerWeek };
    if (s.a === s.b || !members.has(s.a) || !members.has(s.b) || !validateInteraction(merged, { allowNone: true, field: "interaction" }).ok) {
      throw new AppError("validate.consistency", 400, { fields: { [`interactions.${i}`]: "invalid" } });
    }
  }
}

/** The engine's scene: members that have filled their questionnaire, with their events. */
export function engineScene(lifespan: Lifespan, actors: readonly StoredSceneActor[], interactions: readonly StoredInteraction[], settings: SceneSettings, people: Map<string, ScenePerson>): SceneInput {
  const usable = actors.filter((a) => people.get(a.profileId)?.person);
  const ids = new Set(usable.map((a) => a.profileId));
  return {
    lifespan,
    actors: usable.map((a) => ({ ...people.get(a.profileId)!.person!, events: a.events })),
    interactions: interactions.filter((s) => ids.has(s.a) && ids.has(s.b)),
    defaultInteraction: settings.defaultInteraction,
  };
}

export interface SceneState {
  actors: StoredSceneActor[];
  interactions: StoredInteraction[];
}

/** What undoing the last change would cancel, as the engine's label codes. */
export function labelsOf(memory: { snapshots: SceneState[] }): string[] {
  const [prev, next] = memory.snapshots;
  if (!prev || !next) return [];
  return undoLabels({ actors: asSceneActors(prev.actors), interactions: prev.interactions }, { actors: asSceneActors(next.actors), interactions: next.interactions });
}
