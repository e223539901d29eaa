import { isRankEvent, type ActorEvent, type RankEventType, type SceneActor } from "./actor-events";

export type DiffKind = "add" | "remove" | "update" | RankEventType;

export interface ActorDiff {
  kind: DiffKind;
  actorId: string;
  /** For rank kinds: the day of the rank event. */
  date?: string;
  /** For update: person fields that changed ("bigFive", "levels", "age", "gender", "hideDetails", ...). */
  fields?: string[];
  /** For update: membership events added or removed (JOIN, REJOIN, DISMISS). */
  addedEvents?: ActorEvent[];
  removedEvents?: ActorEvent[];
}

const key = (e: ActorEvent) => `${e.date}|${e.type}`;
const same = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);
const KIND_ORDER: Record<DiffKind, number> = { add: 0, update: 1, M_RANK: 2, L_RANK: 3, M_DISRANK: 4, L_DISRANK: 5, remove: 6 };

/**
 * The differences between two states of a team's actors: add, remove, update (person
 * fields or membership events), plus one entry per added rank event. Sorted by actor id
 * then kind, so the order of the lists does not matter.
 */
export function diffActors(prev: readonly SceneActor[], next: readonly SceneActor[]): ActorDiff[] {
  const before = new Map(prev.map((a) => [a.id, a]));
  const after = new Map(next.map((a) => [a.id, a]));
  const out: ActorDiff[] = [];
  for (const [id] of after) if (!before.has(id)) out.push({ kind: "add", actorId: id });
  for (const [id] of before) if (!after.has(id)) out.push({ kind: "remove", actorId: id });
  for (const [id, b] of after) {
    const a = before.get(id);
    if (!a) continue;
    const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])]
      .filter((f) => f !== "events" && f !== "id")
      .filter((f) => !same((a as unknown as Record<string, unknown>)[f], (b as unknown as Record<string, unknown>)[f]))
      .sort();
    const aKeys = new Set(a.events.map(key));
    const bKeys = new Set(b.events.map(key));
    const added = b.events.filter((e) => !aKeys.has(key(e)));
    const removed = a.events.filter((e) => !bKeys.has(key(e)));
    const addedMembership = added.filter((e) => !isRankEvent(e.type));
    const removedMembership = removed.filter((e) => !isRankEvent(e.type));
    if (fields.length || addedMembership.length || removedMembership.length) {
      out.push({
        kind: "update",
        actorId: id,
        ...(fields.length ? { fields } : {}),
        ...(addedMembership.length ? { addedEvents: addedMembership } : {}),
        ...(removedMembership.length ? { removedEvents: removedMembership } : {}),
      });
    }
    for (const e of added) if (isRankEvent(e.type)) out.push({ kind: e.type, actorId: id, date: e.date });
  }
  return out.sort(
    (x, y) => (x.actorId < y.actorId ? -1 : x.actorId > y.actorId ? 1 : KIND_ORDER[x.kind] - KIND_ORDER[y.kind] || ((x.date ?? "") < (y.date ?? "") ? -1 : 1)),
  );
}
