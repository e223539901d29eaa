import type { LevelKey } from "@/lib/engine/index";
import { isUuid } from "@/lib/contracts/ids";

export interface NamedPerson {
  id: string;
  firstName: string;
  lastName: string;
}

/**
 * Actor ids -> "First Last", from every source that knows people (the check's own members
 * first, then the selectable profiles). An unknown id gets the fallback.
 */
export function nameLookup(sources: ReadonlyArray<Iterable<NamedPerson>>, fallback: string): (id: string) => string {
  const names = new Map<string, string>();
  for (const source of sources) {
    for (const p of source) if (!names.has(p.id)) names.set(p.id, `${p.firstName} ${p.lastName}`.trim() || fallback);
  }
  return (id) => names.get(id) ?? fallback;
}

/** Missing levels grouped by person, in the order they first appear. */
export function groupMissingLevels(missing: ReadonlyArray<{ actor: string; level: LevelKey }>): Array<{ actor: string; levels: LevelKey[] }> {
  const out: Array<{ actor: string; levels: LevelKey[] }> = [];
  for (const { actor, level } of missing) {
    let entry = out.find((e) => e.actor === actor);
    if (!entry) out.push((entry = { actor, levels: [] }));
    if (!entry.levels.includes(level)) entry.levels.push(level);
  }
  return out;
}

/** A UUID as used for every id of checks and comparisons; anything else is "not found". */
export const isRecordId = (id: string | undefined | null): id is string => isUuid(id);

/** The check id at the end of a path such as /owner-mobile/p2p/{id}, or null. */
export function idFromPath(pathname: string, segment: "p2p" | "team" | "compare-teams"): string | null {
  const parts = pathname.split("/").filter(Boolean);
  const at = parts.lastIndexOf(segment);
  if (at < 0 || at !== parts.length - 2) return null;
  const id = parts[at + 1]!;
  return isRecordId(id) ? id : null;
}
