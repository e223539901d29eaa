// The team list's pure parts: the last opened team (kept in this browser), the
// selection for comparing or deleting, and the body of a new team.
import { COMPARE_SLOTS, type LIFESPANS } from "@/lib/contracts/scene-limits";
import type { CreateScene } from "@/lib/contracts/scenes";

const LAST_OPENED_KEY = "owner-teams-last-opened";
export const COMPARE_MIN = 2;
export const COMPARE_MAX = COMPARE_SLOTS;
/** A team needs at least two filled profiles (spec part 1 section 5). */
export const MIN_TEAM_MEMBERS = 2;

/** The team list remembers the last opened team (spec part 1 section 2). */
export function rememberOpenedTeam(id: string, storage: Pick<Storage, "setItem"> | null = browserStorage()): void {
  try {
    storage?.setItem(LAST_OPENED_KEY, id);
  } catch {
    /* private mode: nothing to remember */
  }
}

export function lastOpenedTeam(storage: Pick<Storage, "getItem"> | null = browserStorage()): string | null {
  try {
    return storage?.getItem(LAST_OPENED_KEY) ?? null;
  } catch {
    return null;
  }
}

function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Adds or removes an id, keeping the order of selection. */
export function toggleSelected(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id];
}

/** Drops ids that are no longer in the list (after a deletion or a reload). */
export function pruneSelection(selected: readonly string[], existing: readonly string[]): string[] {
  const ids = new Set(existing);
  return selected.filter((id) => ids.has(id));
}

export const canCompare = (selected: readonly string[]) => selected.length >= COMPARE_MIN && selected.length <= COMPARE_MAX;

export type NewTeamProblem = "members" | "ineligible";

/**
 * POST /scene body from the dialog: the chosen profiles (empty slots ignored, each once).
 * Every member joins on the team's first day (the server's default for an empty event list).
 */
export function newTeamBody(
  title: string,
  lifespan: (typeof LIFESPANS)[number],
  slots: readonly (string | null)[],
  eligible: (id: string) => boolean,
): { ok: true; body: Pick<CreateScene, "title" | "lifespan" | "actors"> } | { ok: false; problem: NewTeamProblem } {
  const ids = [...new Set(slots.filter((s): s is string => s !== null))];
  if (ids.some((id) => !eligible(id))) return { ok: false, problem: "ineligible" };
  if (ids.length < MIN_TEAM_MEMBERS) return { ok: false, problem: "members" };
  return { ok: true, body: { title: title.trim(), lifespan, actors: ids.map((profileId) => ({ profileId, events: [] })) } };
}

/** The picker shows the filled slots and one empty slot to add another (up to the maximum). */
export function withOpenSlot(slots: readonly (string | null)[], max: number): (string | null)[] {
  const filled = slots.filter((s): s is string => s !== null);
  const open = Math.max(MIN_TEAM_MEMBERS - filled.length, filled.length < max ? 1 : 0);
  return [...filled, ...Array.from({ length: open }, () => null)];
}

type Band = "low" | "typical" | "high";
const isBand = (v: unknown): v is Band => v === "low" || v === "typical" || v === "high";
const bandIn = (norms: unknown, key: string): Band | null => {
  if (!norms || typeof norms !== "object") return null;
  const n = (norms as Record<string, unknown>)[key];
  return n && typeof n === "object" && isBand((n as { band?: unknown }).band) ? (n as { band: Band }).band : null;
};

/**
 * The list's short forecast: the last day's current power and cohesion, when computed, with their
 * bands among reference teams (null for statistics of an engine before norms).
 */
export function forecastSummary(finalStats: unknown): { power: number; cohesion: number; bands: { power: Band; cohesion: Band } | null } | null {
  if (!finalStats || typeof finalStats !== "object") return null;
  const s = finalStats as { currentPower?: unknown; cohesion?: unknown; norms?: unknown };
  if (typeof s.currentPower !== "number" || typeof s.cohesion !== "number") return null;
  const power = bandIn(s.norms, "power");
  const cohesion = bandIn(s.norms, "cohesion");
  return { power: s.currentPower, cohesion: s.cohesion, bands: power && cohesion ? { power, cohesion } : null };
}
