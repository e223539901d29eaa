import "server-only";
import type { HistoryEntryDto } from "@/lib/contracts/scenes";

/** Dashboard history (spec part 2 section 9): newest first, one entry per id, one team check, at most 15. */
export const HISTORY_LIMIT = 15;

export function buildHistory(entries: readonly HistoryEntryDto[]): HistoryEntryDto[] {
  const sorted = [...entries].sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0));
  const seen = new Set<string>();
  let teamKept = false;
  const out: HistoryEntryDto[] = [];
  for (const entry of sorted) {
    if (seen.has(entry.id)) continue;
    if (entry.type === "team") {
      if (teamKept) continue;
      teamKept = true;
    }
    seen.add(entry.id);
    out.push(entry);
    if (out.length === HISTORY_LIMIT) break;
  }
  return out;
}
