import { describe, expect, it } from "vitest";
import { actor } from "../testing/builders";
import { isActiveOn, rankOn } from "./actor-state";
import type { ActorEvent, SceneActor } from "./actor-events";
import { applyActorEvent } from "./apply-event";

const joined = (id: string, events: ActorEvent[] = []): SceneActor => actor(id, {}, [{ date: "2025-01-01", type: "JOIN" }, ...events]);

function apply(actors: SceneActor[], id: string, date: string, type: ActorEvent["type"]) {
  const r = applyActorEvent(actors, id, { date, type });
  if (!r.ok) throw new Error(`unexpected error ${r.error.code}`);
  return r.value;
}
const eventsOf = (actors: SceneActor[], id: string) => actors.find((a) => a.id === id)!.events.map((e) => `${e.date} ${e.type}`);

describe("membership events", () => {
  it("a first JOIN makes the actor active from its date", () => {
    const out = apply([actor("x", {}, [])], "x", "2025-02-01", "JOIN");
    expect(out.ignored).toBeNull();
    expect(isActiveOn(out.actors[0]!, "2025-01-31")).toBe(false);
    expect(isActiveOn(out.actors[0]!, "2025-02-01")).toBe(true);
  });

  it("dismiss when already dismissed is ignored", () => {
    const once = apply([joined("x")], "x", "2025-03-01", "DISMISS");
    const twice = apply(once.actors, "x", "2025-04-01", "DISMISS");
    expect(twice.ignored).toBe("already_dismissed");
    expect(eventsOf(twice.actors, "x")).toEqual(eventsOf(once.actors, "x"));
  });

  it("rejoin when already active is ignored", () => {
    const out = apply([joined("x")], "x", "2025-02-01", "REJOIN");
    expect(out.ignored).toBe("already_active");
    expect(eventsOf(out.actors, "x")).toEqual(["2025-01-01 JOIN"]);
  });

  it("rejoin after a dismissal is applied; active unless the latest membership event is a dismiss", () => {
    const d = apply([joined("x")], "x", "2025-03-01", "DISMISS");
    const r = apply(d.actors, "x", "2025-05-01", "REJOIN");
    expect(r.ignored).toBeNull();
    const x = r.actors[0]!;
    expect(isActiveOn(x, "2025-02-28")).toBe(true);
    expect(isActiveOn(x, "2025-03-01")).toBe(false);
    expect(isActiveOn(x, "2025-04-30")).toBe(false);
    expect(isActiveOn(x, "2025-05-01")).toBe(true);
    expect(isActiveOn(x, "2024-12-31")).toBe(false);
  });

  it("dismiss removes the actor's later events", () => {
    let s = apply([joined("x")], "x", "2025-03-01", "DISMISS").actors;
    s = apply(s, "x", "2025-05-01", "REJOIN").actors;
    s = apply(s, "x", "2025-06-01", "M_RANK").actors;
    const out = apply(s, "x", "2025-02-01", "DISMISS");
    expect(eventsOf(out.actors, "x")).toEqual(["2025-01-01 JOIN", "2025-02-01 DISMISS"]);
  });

  it("dismiss removes a rank held the day before (also for a future date)", () => {
    const ranked = apply([joined("x")], "x", "2025-01-10", "L_RANK").actors;
    const out = apply(ranked, "x", "2030-06-01", "DISMISS");
    expect(eventsOf(out.actors, "x")).toEqual(["2025-01-01 JOIN", "2025-01-10 L_RANK", "2030-06-01 L_DISRANK", "2030-06-01 DISMISS"]);
    expect(rankOn(out.actors[0]!, "2030-05-31")).toBe("lead");
    expect(rankOn(out.actors[0]!, "2030-06-01")).toBeNull();
  });

  it("a rank given on the dismissal day itself is replaced by the dismissal", () => {
    const ranked = apply([joined("x")], "x", "2025-03-01", "M_RANK").actors;
    const out = apply(ranked, "x", "2025-03-01", "DISMISS");
    expect(eventsOf(out.actors, "x")).toEqual(["2025-01-01 JOIN", "2025-03-01 DISMISS"]);
  });

  it("events before the first join are errors, unknown actors and bad input too", () => {
    const r = applyActorEvent([joined("x")], "x", { date: "2024-06-01", type: "REJOIN" });
    expect(r.ok ? null : r.error.code).toBe("event_before_join");
    const u = applyActorEvent([joined("x")], "y", { date: "2025-06-01", type: "DISMISS" });
    expect(u.ok ? null : u.error.code).toBe("actor_not_found");
    const d = applyActorEvent([joined("x")], "x", { date: "2025-02-30", type: "DISMISS" });
    expect(d.ok ? null : d.error.code).toBe("invalid_date");
    const t = applyActorEvent([joined("x")], "x", { date: "2025-02-03", type: "FIRE" as ActorEvent["type"] });
    expect(t.ok ? null : t.error.code).toBe("invalid_event");
  });

  it("never mutates its input", () => {
    const input = [joined("x"), joined("y")];
    const frozen = JSON.stringify(input);
    const out = apply(input, "x", "2025-03-01", "DISMISS");
    expect(JSON.stringify(input)).toBe(frozen);
    expect(out.actors).not.toBe(input);
    expect(out.actors[1]).toBe(input[1]);
  });
});

describe("rank events", () => {
  it("the same rank again is ignored; removing a rank that does not exist is ignored", () => {
    const m = apply([joined("x")], "x", "2025-02-01", "M_RANK").actors;
    expect(apply(m, "x", "2025-03-01", "M_RANK").ignored).toBe("same_rank");
    expect(apply(m, "x", "2025-03-01", "L_DISRANK").ignored).toBe("rank_absent");
    expect(apply([joined("x")], "x", "2025-03-01", "M_DISRANK").ignored).toBe("rank_absent");
  });

  it("lead <-> manager is a removal followed by an assignment", () => {
    const lead = apply([joined("x")], "x", "2025-02-01", "L_RANK").actors;
    const out = apply(lead, "x", "2025-03-01", "M_RANK");
    expect(eventsOf(out.actors, "x")).toEqual(["2025-01-01 JOIN", "2025-02-01 L_RANK", "2025-03-01 L_DISRANK", "2025-03-01 M_RANK"]);
    expect(rankOn(out.actors[0]!, "2025-02-28")).toBe("lead");
    expect(rankOn(out.actors[0]!, "2025-03-01")).toBe("manager");
  });

  it("a rank change on a day replaces the other rank events of that day", () => {
    const lead = apply([joined("x")], "x", "2025-02-01", "L_RANK").actors;
    const out = apply(lead, "x", "2025-02-01", "M_RANK");
    expect(eventsOf(out.actors, "x")).toEqual(["2025-01-01 JOIN", "2025-02-01 M_RANK"]);
    const back = apply(out.actors, "x", "2025-02-01", "M_DISRANK");
    expect(eventsOf(back.actors, "x")).toEqual(["2025-01-01 JOIN"]);
  });

  it("a rank needs an active actor", () => {
    const r = applyActorEvent([actor("x", {}, [{ date: "2025-05-01", type: "JOIN" }])], "x", { date: "2025-04-01", type: "L_RANK" });
    expect(r.ok ? null : r.error.code).toBe("actor_inactive");
  });

  it("only one lead and one manager at once, checked across all dates", () => {
    let s = apply([joined("x"), joined("y")], "x", "2025-02-01", "M_RANK").actors;
    // y as manager later still overlaps x's open-ended manager period.
    const clash = applyActorEvent(s, "y", { date: "2026-01-01", type: "M_RANK" });
    expect(clash.ok ? null : clash.error).toMatchObject({ code: "rank_conflict", actor: "y", value: "x" });
    // A lead and a manager may coexist.
    expect(apply(s, "y", "2025-02-01", "L_RANK").ignored).toBeNull();
    // Once x's rank ends, y may take it.
    s = apply(s, "x", "2025-06-01", "M_DISRANK").actors;
    expect(apply(s, "y", "2025-06-01", "M_RANK").ignored).toBeNull();
    // But not before it ends.
    const early = applyActorEvent(s, "y", { date: "2025-05-31", type: "M_RANK" });
    expect(early.ok).toBe(false);
  });

  it("a dismissal frees the rank for others", () => {
    let s = apply([joined("x"), joined("y")], "x", "2025-02-01", "L_RANK").actors;
    s = apply(s, "x", "2025-04-01", "DISMISS").actors;
    expect(apply(s, "y", "2025-04-01", "L_RANK").ignored).toBeNull();
  });
});
