import { normalizeEvents, type SceneActor } from "./actor-events";

/** Kinds shown on the timeline: the actor events plus M_JOIN / L_JOIN / M_DISMISS / L_DISMISS and START. */
export type TimelineKind = "START" | "JOIN" | "REJOIN" | "DISMISS" | "M_JOIN" | "L_JOIN" | "M_DISMISS" | "L_DISMISS";

export interface TimelineEntry {
  date: string;
  kind: TimelineKind;
  actor?: string;
}

const SHOWN: Record<string, TimelineKind> = {
  JOIN: "JOIN",
  REJOIN: "REJOIN",
  DISMISS: "DISMISS",
  M_RANK: "M_JOIN",
  L_RANK: "L_JOIN",
  M_DISRANK: "M_DISMISS",
  L_DISRANK: "L_DISMISS",
};
const ORDER: Record<TimelineKind, number> = { START: 0, M_DISMISS: 1, L_DISMISS: 1, JOIN: 2, REJOIN: 2, DISMISS: 2, M_JOIN: 3, L_JOIN: 3 };

/** Timeline entries from `from` to `to` (inclusive, YYYY-MM-DD), starting with START. */
export function timelineEvents(actors: readonly SceneActor[], from: string, to: string): TimelineEntry[] {
  const out: TimelineEntry[] = [{ date: from, kind: "START" }];
  for (const a of actors) {
    for (const e of normalizeEvents(a.events)) {
      if (e.date >= from && e.date <= to) out.push({ date: e.date, kind: SHOWN[e.type]!, actor: a.id });
    }
  }
  return out.sort((x, y) =>
    x.date < y.date ? -1 : x.date > y.date ? 1 : ORDER[x.kind] - ORDER[y.kind] || ((x.actor ?? "") < (y.actor ?? "") ? -1 : (x.actor ?? "") > (y.actor ?? "") ? 1 : 0),
  );
}
