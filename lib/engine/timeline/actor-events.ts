// Actor events on the scene timeline and their canonical form.
import type { Person } from "../person/person";

export const ACTOR_EVENT_TYPES = ["JOIN", "REJOIN", "DISMISS", "M_RANK", "M_DISRANK", "L_RANK", "L_DISRANK"] as const;
export type ActorEventType = (typeof ACTOR_EVENT_TYPES)[number];

export interface ActorEvent {
  /** YYYY-MM-DD; the event takes effect on that day. */
  date: string;
  type: ActorEventType;
  /** When the owner made the change (kept, not used for ordering). */
  timestamp?: number;
}

/** employee; lead (manager 1, L_RANK); manager (manager 2, M_RANK). */
export type Rank = "employee" | "lead" | "manager";

export interface SceneActor extends Person {
  events: ActorEvent[];
}

export type MembershipType = "JOIN" | "REJOIN" | "DISMISS";
export type RankEventType = "M_RANK" | "M_DISRANK" | "L_RANK" | "L_DISRANK";

export const isMembership = (t: ActorEventType): t is MembershipType => t === "JOIN" || t === "REJOIN" || t === "DISMISS";
export const isRankEvent = (t: ActorEventType): t is RankEventType => !isMembership(t);
export const rankOfEvent = (t: RankEventType): "manager" | "lead" => (t === "M_RANK" || t === "M_DISRANK" ? "manager" : "lead");
export const assignEvent = (r: "manager" | "lead"): RankEventType => (r === "manager" ? "M_RANK" : "L_RANK");
export const removeEvent = (r: "manager" | "lead"): RankEventType => (r === "manager" ? "M_DISRANK" : "L_DISRANK");

/** Within a day: rank removals, then membership, then rank assignments. */
const DAY_ORDER: Record<ActorEventType, number> = { M_DISRANK: 0, L_DISRANK: 0, JOIN: 1, REJOIN: 1, DISMISS: 1, M_RANK: 2, L_RANK: 2 };

/** Stable sort by date, then by the within-day order. */
export function sortEvents(events: readonly ActorEvent[]): ActorEvent[] {
  return events
    .map((e, i) => ({ e, i }))
    .sort((x, y) => (x.e.date < y.e.date ? -1 : x.e.date > y.e.date ? 1 : DAY_ORDER[x.e.type] - DAY_ORDER[y.e.type] || x.i - y.i))
    .map((x) => x.e);
}

export interface WalkState {
  joined: boolean;
  active: boolean;
  rank: Rank;
}

/** Applies one event to a state; returns null when the event is redundant or invalid there. */
export function step(s: WalkState, t: ActorEventType): WalkState | null {
  switch (t) {
    case "JOIN":
      return s.joined ? null : { joined: true, active: true, rank: "employee" };
    case "REJOIN":
      return !s.joined || s.active ? null : { ...s, active: true };
    case "DISMISS":
      return s.active ? { ...s, active: false, rank: "employee" } : null;
    case "M_RANK":
    case "L_RANK": {
      const r = rankOfEvent(t);
      return s.active && s.rank !== r ? { ...s, rank: r } : null;
    }
    case "M_DISRANK":
    case "L_DISRANK":
      return s.rank === rankOfEvent(t) ? { ...s, rank: "employee" } : null;
  }
}

export const INITIAL_STATE: WalkState = { joined: false, active: false, rank: "employee" };

/**
 * The canonical list: sorted, redundant events dropped (a second JOIN, a rejoin when
 * active, a dismissal when inactive, the same rank again, removing a rank not held, a rank
 * while inactive), and a switch between lead and manager written as removal + assignment.
 */
export function normalizeEvents(events: readonly ActorEvent[]): ActorEvent[] {
  const out: ActorEvent[] = [];
  let s = INITIAL_STATE;
  for (const e of sortEvents(events)) {
    if ((e.type === "M_RANK" || e.type === "L_RANK") && s.active && s.rank !== "employee" && s.rank !== rankOfEvent(e.type)) {
      out.push({ date: e.date, type: removeEvent(s.rank) });
      s = { ...s, rank: "employee" };
    }
    const next = step(s, e.type);
    if (!next) continue;
    out.push(e);
    s = next;
  }
  return out;
}

/** State after every event dated on or before `date` (inclusive) or strictly before it. */
export function stateAt(events: readonly ActorEvent[], date: string, inclusive = true): WalkState {
  let s = INITIAL_STATE;
  for (const e of normalizeEvents(events)) {
    if (inclusive ? e.date > date : e.date >= date) break;
    s = step(s, e.type) ?? s;
  }
  return s;
}
