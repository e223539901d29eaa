import type { HistoryDto, HistoryEntryDto } from "@/lib/contracts/scenes";

/** The dashboard shows at most this many entries (spec part 2 section 9). */
export const HISTORY_SHOWN = 15;

const ENTRY_TYPES: ReadonlySet<HistoryEntryDto["type"]> = new Set(["p2p", "team", "teams", "monitor", "compareTeams"]);

/** Where a history entry opens; a monitor entry opens the monitor, which has one page for all teams. */
export function historyHref(entry: Pick<HistoryEntryDto, "id" | "type">): string | null {
  const id = encodeURIComponent(entry.id);
  switch (entry.type) {
    case "p2p":
      return `/owner/dashboard/p2p/${id}`;
    case "team":
      return `/owner/dashboard/team/${id}`;
    case "teams":
      return `/owner/team/${id}`;
    case "compareTeams":
      return `/owner/dashboard/compare-teams/${id}`;
    case "monitor":
      return "/owner/dashboard/monitor";
    default:
      return null;
  }
}

/** Newest first, one entry per id, at most 15 (the server sends it so; the view keeps it so). */
export function historyEntries(entries: readonly HistoryEntryDto[]): HistoryEntryDto[] {
  const sorted = [...entries].sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0));
  const seen = new Set<string>();
  const out: HistoryEntryDto[] = [];
  for (const entry of sorted) {
    if (seen.has(entry.id)) continue;
    seen.add(entry.id);
    out.push(entry);
    if (out.length === HISTORY_SHOWN) break;
  }
  return out;
}

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === "string");

function isEntry(v: unknown): v is HistoryEntryDto {
  if (!v || typeof v !== "object") return false;
  const e = v as Record<string, unknown>;
  return (
    typeof e.id === "string" &&
    typeof e.type === "string" &&
    ENTRY_TYPES.has(e.type as HistoryEntryDto["type"]) &&
    typeof e.title === "string" &&
    isStringArray(e.actors) &&
    isStringArray(e.scenes) &&
    typeof e.updatedAt === "string"
  );
}

/** The history carried by a live `syncHistory` message, or null when the message is not one. */
export function historyFromMessage(message: { type: string; [key: string]: unknown }): HistoryDto | null {
  if (message.type !== "syncHistory") return null;
  const history = message.history as { entries?: unknown; counters?: unknown } | undefined;
  if (!history || !Array.isArray(history.entries)) return null;
  const counters = history.counters as { p2p?: unknown; team?: unknown } | undefined;
  if (!counters || typeof counters.p2p !== "number" || typeof counters.team !== "number") return null;
  return { entries: historyEntries(history.entries.filter(isEntry)), counters: { p2p: counters.p2p, team: counters.team } };
}
