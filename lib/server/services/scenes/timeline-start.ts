import "server-only";
import type { StoredInteraction, StoredSceneActor } from "@/db/schema";
import { addDays } from "@/lib/engine/core/dates";
import { isActiveOn, normalizeEvents, rankOn, type ActorEvent } from "@/lib/engine/index";

function dayBefore(day: string): string {
  return addDays(day, -1);
}

/**
 * A lifespan change moves the timeline's first day (docs/model.md, "Changing the lifespan").
 * Moving it earlier takes the founders along: a JOIN on the old first day moves to the new
 * one, so the added past is not an empty team. Moving it later folds what happened before
 * the new first day into the state on it: whoever was a member then joins on it, with the
 * rank they held; someone who had left by then is no longer part of the period, and their
 * interaction settings go with them.
 */
export function moveTimelineStart(
  actors: readonly StoredSceneActor[],
  interactions: readonly StoredInteraction[],
  oldStart: string,
  newStart: string,
): { actors: StoredSceneActor[]; interactions: StoredInteraction[] } {
  if (newStart === oldStart) return { actors: [...actors], interactions: [...interactions] };
  if (newStart < oldStart) {
    const moved = actors.map((a) => ({ ...a, events: a.events.map((e) => (e.type === "JOIN" && e.date === oldStart ? { ...e, date: newStart } : e)) }));
    return { actors: moved, interactions: [...interactions] };
  }
  const kept: StoredSceneActor[] = [];
  for (const actor of actors) {
    const before = actor.events.filter((e) => e.date < newStart);
    const after = actor.events.filter((e) => e.date >= newStart);
    const carried: ActorEvent[] = [];
    if (before.length && isActiveOn({ events: before }, dayBefore(newStart))) {
      carried.push({ date: newStart, type: "JOIN" });
      const rank = rankOn({ events: before }, dayBefore(newStart));
      if (rank === "lead") carried.push({ date: newStart, type: "L_RANK" });
      if (rank === "manager") carried.push({ date: newStart, type: "M_RANK" });
    }
    // Within the period, the first membership event must be a JOIN.
    const firstMembership = after.findIndex((e) => e.type === "JOIN" || e.type === "REJOIN" || e.type === "DISMISS");
    if (!carried.length && firstMembership >= 0 && after[firstMembership]!.type === "REJOIN") after[firstMembership] = { ...after[firstMembership]!, type: "JOIN" };
    const events = normalizeEvents([...carried, ...after]) as StoredSceneActor["events"];
    if (events.some((e) => e.type === "JOIN")) kept.push({ ...actor, events });
  }
  const ids = new Set(kept.map((a) => a.profileId));
  return { actors: kept, interactions: interactions.filter((i) => ids.has(i.a) && ids.has(i.b)) };
}
