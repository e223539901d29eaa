// The team sidebar's rows: each member on the chosen day, and the sort orders of the
// display settings (default: added-at, newest first).
import { isActiveOn, rankOn, type Mood, type Rank, type SceneResult } from "@/lib/engine/index";
import type { SceneActorDto } from "@/lib/contracts/scenes";

export const SORT_KEYS = ["addition", "power", "weight", "rating", "expertise"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = "addition";

export const ACTOR_VALUES = ["expertise", "power", "weight", "support", "integration", "condition"] as const;
export type ActorValueKey = (typeof ACTOR_VALUES)[number];

export interface ActorRow {
  id: string;
  firstName: string;
  lastName: string;
  position: string | null;
  avatarName: string | null;
  addedAt: string;
  eligible: boolean;
  missing: boolean;
  /** A member on the chosen day (joined and not dismissed). */
  active: boolean;
  rank: Rank | null;
  values: Record<ActorValueKey, number | null>;
  /** Null when the engine has no value for the person on that day. */
  mood: Mood | null;
}

export type RowResult = Pick<SceneResult, "actors">;

/** Every member of the scene on `date` (day index `day` of the result, when there is one). */
export function actorRows(actors: readonly SceneActorDto[], result: RowResult | null, day: number, date: string): ActorRow[] {
  return actors.map((a) => {
    const series = result?.actors[a.profileId];
    const values = Object.fromEntries(ACTOR_VALUES.map((k) => [k, series?.[k][day] ?? null])) as Record<ActorValueKey, number | null>;
    return {
      id: a.profileId,
      firstName: a.firstName,
      lastName: a.lastName,
      position: a.position,
      avatarName: a.avatarName,
      addedAt: a.addedAt,
      eligible: a.eligible,
      missing: a.missing,
      active: isActiveOn(a, date),
      rank: rankOn(a, date),
      values,
      mood: series?.mood[day] ?? null,
    };
  });
}

const SORT_VALUE: Record<Exclude<SortKey, "addition">, ActorValueKey> = { power: "power", weight: "weight", rating: "condition", expertise: "expertise" };

const byAddedDesc = (x: ActorRow, y: ActorRow) => (x.addedAt < y.addedAt ? 1 : x.addedAt > y.addedAt ? -1 : 0);
const byName = (x: ActorRow, y: ActorRow) => `${x.firstName} ${x.lastName}`.localeCompare(`${y.firstName} ${y.lastName}`) || (x.id < y.id ? -1 : 1);

/** Highest first; people without a value on that day go last; ties by added-at (newest first), then name. */
export function sortRows(rows: readonly ActorRow[], key: SortKey): ActorRow[] {
  const copy = [...rows];
  if (key === "addition") return copy.sort((x, y) => byAddedDesc(x, y) || byName(x, y));
  const field = SORT_VALUE[key];
  return copy.sort((x, y) => {
    const a = x.values[field];
    const b = y.values[field];
    if (a === null && b === null) return byAddedDesc(x, y) || byName(x, y);
    if (a === null) return 1;
    if (b === null) return -1;
    return b - a || byAddedDesc(x, y) || byName(x, y);
  });
}

/** The one lead and the one manager on a day (for the dialogs' texts). */
export function rankHolders(rows: readonly ActorRow[]): { lead: ActorRow | null; manager: ActorRow | null } {
  return { lead: rows.find((r) => r.rank === "lead") ?? null, manager: rows.find((r) => r.rank === "manager") ?? null };
}
