// The owner's edits on the timeline, as a pure function from actors to actors.
import { formatDay, parseDay } from "../core/dates";
import { err, ok, type Result } from "../core/result";
import { findRankConflict } from "./actor-state";
import {
  ACTOR_EVENT_TYPES,
  assignEvent,
  isMembership,
  isRankEvent,
  normalizeEvents,
  rankOfEvent,
  removeEvent,
  stateAt,
  type ActorEvent,
  type Rank,
  type SceneActor,
} from "./actor-events";

export type IgnoreReason = "already_active" | "already_dismissed" | "same_rank" | "rank_absent";

export interface ApplyOutcome {
  /** A new array; the actors themselves are never mutated. */
  actors: SceneActor[];
  /** Why nothing changed, when the event was ignored by the rules. */
  ignored: IgnoreReason | null;
}

const prevDay = (date: string) => formatDay(parseDay(date)! - 1);

/** The rank held at the end of the day before `date` (employee when not active then). */
function rankBefore(events: readonly ActorEvent[], date: string): Rank {
  const s = stateAt(events, prevDay(date));
  return s.active ? s.rank : "employee";
}

function membership(events: ActorEvent[], ev: ActorEvent): Result<ActorEvent[] | IgnoreReason> {
  const d = ev.date;
  const s = stateAt(events, d);
  const hasJoin = events.some((e) => e.type === "JOIN");
  if (ev.type === "JOIN" && !hasJoin) return ok([...events, ev]);
  if (ev.type === "DISMISS") {
    if (s.active) {
      // Later events go; a rank held the day before is removed on the dismissal day;
      // rank events of the dismissal day itself are replaced by the dismissal.
      const kept = events.filter((e) => e.date < d || (e.date === d && isMembership(e.type)));
      const held = rankBefore(events, d);
      const removal: ActorEvent[] = held === "employee" ? [] : [{ date: d, type: removeEvent(held) }];
      return ok([...kept, ...removal, ev]);
    }
    return s.joined ? ok("already_dismissed") : err("event_before_join", { value: d });
  }
  // REJOIN, or JOIN of an actor who has already joined once.
  if (s.active) return ok("already_active");
  if (!s.joined) return err("event_before_join", { value: d });
  return ok([...events, { ...ev, type: "REJOIN" }]);
}

function rankChange(events: ActorEvent[], ev: ActorEvent & { type: "M_RANK" | "M_DISRANK" | "L_RANK" | "L_DISRANK" }): Result<ActorEvent[] | IgnoreReason> {
  const d = ev.date;
  const s = stateAt(events, d);
  if (!s.active) return err("actor_inactive", { value: d });
  const r = rankOfEvent(ev.type);
  const assigning = ev.type === "M_RANK" || ev.type === "L_RANK";
  if (assigning && s.rank === r) return ok("same_rank");
  if (!assigning && s.rank !== r) return ok("rank_absent");
  const target: Rank = assigning ? r : "employee";
  // A rank change on a day replaces the other rank events of that day.
  const kept = events.filter((e) => !(e.date === d && isRankEvent(e.type)));
  const before = rankBefore(kept, d);
  const added: ActorEvent[] = [];
  if (before !== target) {
    // Lead <-> manager is a removal followed by an assignment.
    if (before !== "employee") added.push({ date: d, type: removeEvent(before) });
    if (target !== "employee") added.push({ date: d, type: assignEvent(target), ...(ev.timestamp !== undefined ? { timestamp: ev.timestamp } : {}) });
  }
  return ok([...kept, ...added]);
}

/**
 * Applies one event to one actor. Ignored events (the rules' no-ops) return the actors
 * unchanged with the reason; invalid ones return an error (unknown actor, bad date,
 * a rank for an inactive actor, an event before the first join, a second lead or manager).
 */
export function applyActorEvent(actors: readonly SceneActor[], actorId: string, event: ActorEvent): Result<ApplyOutcome> {
  if (!event || typeof event !== "object" || !(ACTOR_EVENT_TYPES as readonly string[]).includes(event.type)) {
    return err("invalid_event", { field: "event.type", actor: actorId });
  }
  if (parseDay(event.date) === null) return err("invalid_date", { field: "event.date", actor: actorId, ...(typeof event.date === "string" ? { value: event.date } : {}) });
  const idx = actors.findIndex((a) => a.id === actorId);
  if (idx < 0) return err("actor_not_found", { actor: actorId });
  const actor = actors[idx]!;
  const events = normalizeEvents(actor.events);
  const t = event.type;
  const res = isMembership(t) ? membership(events, event) : rankChange(events, { ...event, type: t });
  if (!res.ok) return err(res.error.code, { ...res.error, actor: actorId });
  if (typeof res.value === "string") return ok({ actors: [...actors], ignored: res.value });
  const next = actors.map((a, i) => (i === idx ? { ...a, events: normalizeEvents(res.value as ActorEvent[]) } : a));
  const clash = findRankConflict(next);
  if (clash) return err("rank_conflict", { actor: clash.actor, value: clash.other, field: clash.rank });
  return ok({ actors: next, ignored: null });
}
