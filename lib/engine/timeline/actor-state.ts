import { parseDay } from "../core/dates";
import { err, ok, type Result } from "../core/result";
import { ACTOR_EVENT_TYPES, normalizeEvents, stateAt, type ActorEvent, type Rank, type SceneActor } from "./actor-events";

/**
 * Active on a date unless the latest JOIN, REJOIN or DISMISS on or before it is a DISMISS
 * (or there is none). A dismissal dated d makes the actor inactive from d itself.
 */
export function isActiveOn(actor: Pick<SceneActor, "events">, date: string): boolean {
  return stateAt(actor.events, date).active;
}

/** The rank held on a date (after that day's events); null when not active. */
export function rankOn(actor: Pick<SceneActor, "events">, date: string): Rank | null {
  const s = stateAt(actor.events, date);
  return s.active ? s.rank : null;
}

export interface RankInterval {
  rank: "lead" | "manager";
  from: string;
  /** First day without the rank (exclusive); null = open-ended. */
  to: string | null;
}

/** Periods an actor holds a lead or manager rank. */
export function rankIntervals(events: readonly ActorEvent[]): RankInterval[] {
  const out: RankInterval[] = [];
  let open: RankInterval | null = null;
  let active = false;
  let rank: Rank = "employee";
  for (const e of normalizeEvents(events)) {
    const before: Rank = rank;
    if (e.type === "JOIN" || e.type === "REJOIN") active = true;
    else if (e.type === "DISMISS") {
      active = false;
      rank = "employee";
    } else if (e.type === "M_RANK") rank = "manager";
    else if (e.type === "L_RANK") rank = "lead";
    else rank = "employee";
    if (!active) rank = "employee";
    if (before !== rank) {
      if (open) {
        open.to = e.date;
        out.push(open);
        open = null;
      }
      if (rank !== "employee") open = { rank, from: e.date, to: null };
    }
  }
  if (open) out.push(open);
  return out;
}

const overlaps = (x: RankInterval, y: RankInterval) => (y.to === null || x.from < y.to) && (x.to === null || y.from < x.to);

/** One lead and one manager at once, checked over every date: the first clash, if any. */
export function findRankConflict(actors: readonly Pick<SceneActor, "id" | "events">[]): { actor: string; other: string; rank: "lead" | "manager" } | null {
  const all = actors.map((a) => ({ id: a.id, iv: rankIntervals(a.events) }));
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      for (const x of all[i]!.iv) {
        for (const y of all[j]!.iv) {
          if (x.rank === y.rank && overlaps(x, y)) return { actor: all[j]!.id, other: all[i]!.id, rank: x.rank };
        }
      }
    }
  }
  return null;
}

/** Dates must be real YYYY-MM-DD days and types known. */
export function validateEvents(events: unknown, actorId: string, field: string): Result<ActorEvent[]> {
  if (!Array.isArray(events)) return err("invalid_event", { field, actor: actorId });
  for (let i = 0; i < events.length; i++) {
    const e = events[i] as ActorEvent;
    if (!e || typeof e !== "object") return err("invalid_event", { field: `${field}[${i}]`, actor: actorId });
    if (parseDay(e.date) === null) return err("invalid_date", { field: `${field}[${i}].date`, actor: actorId });
    if (!(ACTOR_EVENT_TYPES as readonly string[]).includes(e.type)) return err("invalid_event", { field: `${field}[${i}].type`, actor: actorId });
    if (e.timestamp !== undefined && (typeof e.timestamp !== "number" || !Number.isFinite(e.timestamp))) {
      return err("invalid_event", { field: `${field}[${i}].timestamp`, actor: actorId });
    }
  }
  return ok(events as ActorEvent[]);
}
