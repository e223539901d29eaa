import { describe, expect, it } from "vitest";
import { actor } from "../testing/builders";
import { findRankConflict, rankIntervals, validateEvents } from "./actor-state";
import { normalizeEvents, type SceneActor } from "./actor-events";
import { diffActors } from "./diff";
import { COMPUTE_PHASES, DEFAULT_PHASE, loaderProgress, nextPhase } from "./phases";
import { filledCount, managerSlotVisible, placeInSlot } from "./slots";
import { timelineEvents } from "./timeline-view";
import { actorsUpdatedFlag, canUndo, emptyActors, emptyUndoMemory, rememberSnapshot, undo, undoLabels, UNDO_LABELS } from "./undo";

const base = (): SceneActor[] => [actor("x", {}, [{ date: "2025-01-01", type: "JOIN" }]), actor("y", {}, [{ date: "2025-01-01", type: "JOIN" }])];

describe("normalizeEvents", () => {
  it("drops redundant events and writes a lead-manager switch as removal + assignment", () => {
    const out = normalizeEvents([
      { date: "2025-01-01", type: "JOIN" },
      { date: "2025-01-02", type: "JOIN" },
      { date: "2025-01-03", type: "REJOIN" },
      { date: "2025-01-04", type: "L_RANK" },
      { date: "2025-01-05", type: "M_RANK" },
      { date: "2025-01-06", type: "L_DISRANK" },
      { date: "2025-01-07", type: "DISMISS" },
      { date: "2025-01-08", type: "DISMISS" },
      { date: "2025-01-09", type: "M_RANK" },
    ]).map((e) => `${e.date} ${e.type}`);
    expect(out).toEqual(["2025-01-01 JOIN", "2025-01-04 L_RANK", "2025-01-05 L_DISRANK", "2025-01-05 M_RANK", "2025-01-07 DISMISS"]);
  });
  it("gives rank intervals ending at a dismissal", () => {
    expect(rankIntervals([{ date: "2025-01-01", type: "JOIN" }, { date: "2025-02-01", type: "M_RANK" }, { date: "2025-03-01", type: "DISMISS" }])).toEqual([
      { rank: "manager", from: "2025-02-01", to: "2025-03-01" },
    ]);
  });
  it("finds clashes and validates event lists", () => {
    const a = actor("a", {}, [{ date: "2025-01-01", type: "JOIN" }, { date: "2025-01-01", type: "L_RANK" }]);
    const b = actor("b", {}, [{ date: "2025-01-01", type: "JOIN" }, { date: "2025-03-01", type: "L_RANK" }]);
    expect(findRankConflict([a, b])).toEqual({ actor: "b", other: "a", rank: "lead" });
    expect(validateEvents("no", "a", "events").ok).toBe(false);
    expect(validateEvents([{ date: "2025-01-01", type: "JOIN", timestamp: Number.NaN }], "a", "events").ok).toBe(false);
  });
});

describe("diffActors and undo", () => {
  it("reports add, remove, update and rank kinds", () => {
    const prev = base();
    const next: SceneActor[] = [
      { ...prev[0]!, bigFive: { ...prev[0]!.bigFive, agreeableness: 4 }, events: [...prev[0]!.events, { date: "2025-02-01", type: "M_RANK" }] },
      actor("z"),
    ];
    expect(diffActors(prev, next)).toEqual([
      { kind: "update", actorId: "x", fields: ["bigFive"] },
      { kind: "M_RANK", actorId: "x", date: "2025-02-01" },
      { kind: "remove", actorId: "y" },
      { kind: "add", actorId: "z" },
    ]);
    expect(diffActors(prev, [...prev].reverse())).toEqual([]);
  });

  it("lists the events undo would cancel, as label codes", () => {
    const prev = base();
    const next: SceneActor[] = [
      { ...prev[0]!, events: [...prev[0]!.events, { date: "2025-02-01", type: "L_RANK" }] },
      { ...prev[1]!, events: [...prev[1]!.events, { date: "2025-03-01", type: "DISMISS" }] },
      actor("z"),
    ];
    expect(undoLabels({ actors: prev }, { actors: next })).toEqual(["accepted", "lead_appointed", "dismissed"]);
    expect(undoLabels({ actors: prev, interactions: [] }, { actors: prev, interactions: [{ a: "x", b: "y" }] })).toEqual(["settings_changed"]);
    expect(undoLabels({ actors: next }, { actors: prev.slice(0, 1) })).toEqual(["excluded_from_model"]);
    expect(UNDO_LABELS).toHaveLength(9);
  });

  it("keeps two snapshots, undoes only with two, restores the previous and clears", () => {
    let mem = emptyUndoMemory<string>();
    expect(canUndo(mem)).toBe(false);
    mem = rememberSnapshot(mem, "s1");
    expect(undo(mem).ok).toBe(false);
    mem = rememberSnapshot(rememberSnapshot(mem, "s2"), "s3");
    expect(mem.snapshots).toEqual(["s2", "s3"]);
    const r = undo(mem);
    expect(r.ok && r.value).toEqual({ restored: "s2", memory: { snapshots: [] } });
    const e = undo({ snapshots: [] });
    expect(e.ok ? null : e.error.code).toBe("undo_unavailable");
  });

  it("emptying the actors resets the day to 0 and clears the renders; the updated flag", () => {
    expect(emptyActors({ actors: base(), day: 120, renders: { any: 1 } })).toEqual({ actors: [], day: 0, renders: null });
    expect(actorsUpdatedFlag(base(), [...base(), actor("z")])).toBe("positive");
    expect(actorsUpdatedFlag(base(), base().slice(1))).toBe("negative");
    expect(actorsUpdatedFlag(base(), base())).toBe("none");
  });
});

describe("compute phases and loader", () => {
  it("accepts a change only to a higher priority; default START", () => {
    expect(DEFAULT_PHASE).toBe("START");
    expect(nextPhase("START", "INIT")).toBe("INIT");
    expect(nextPhase("RENDER", "UNITS")).toBe("RENDER");
    expect(nextPhase("DONE", "START")).toBe("DONE");
    expect(nextPhase("UNITS", "UNITS")).toBe("UNITS");
    for (let i = 1; i < COMPUTE_PHASES.length; i++) expect(nextPhase(COMPUTE_PHASES[i - 1]!, COMPUTE_PHASES[i]!)).toBe(COMPUTE_PHASES[i]);
  });
  it("gives seeded loader percentages inside the spec's ranges", () => {
    const seen = new Set<number>();
    for (let seed = 0; seed < 200; seed++) {
      const init = loaderProgress("check", "INIT", seed);
      seen.add(init);
      expect(init).toBeGreaterThanOrEqual(45);
      expect(init).toBeLessThanOrEqual(55);
      expect(loaderProgress("check", "RENDER", seed)).toBe(init);
      expect(loaderProgress("check", "START", seed)).toBe(0);
      expect(loaderProgress("check", "DONE", seed)).toBe(100);
      const s = (p: Parameters<typeof loaderProgress>[1]) => loaderProgress("scene", p, seed);
      expect(s("START")).toBe(0);
      expect(s("INIT")).toBeGreaterThanOrEqual(10);
      expect(s("INIT")).toBeLessThanOrEqual(20);
      expect(s("UNITS")).toBeGreaterThanOrEqual(35);
      expect(s("UNITS")).toBeLessThanOrEqual(45);
      expect(s("RENDER")).toBeGreaterThanOrEqual(65);
      expect(s("RENDER")).toBeLessThanOrEqual(75);
      expect(s("TRANSFER")).toBeGreaterThanOrEqual(85);
      expect(s("TRANSFER")).toBeLessThanOrEqual(95);
      expect(s("DONE")).toBe(100);
      expect(loaderProgress("scene", "UNITS", seed)).toBe(s("UNITS"));
    }
    expect(seen.size).toBe(11);
  });
});

describe("slots", () => {
  it("shows the pair manager only with both slots filled, the team manager with more than 2", () => {
    expect(managerSlotVisible("pair", 1)).toBe(false);
    expect(managerSlotVisible("pair", 2)).toBe(true);
    expect(managerSlotVisible("team", 2)).toBe(false);
    expect(managerSlotVisible("team", 3)).toBe(true);
    expect(managerSlotVisible("team", 4)).toBe(true);
  });
  it("never duplicates a profile: choosing it again moves it", () => {
    expect(placeInSlot(["a", "b", null, null], 3, "a")).toEqual([null, "b", null, "a"]);
    expect(placeInSlot(["a", null], 1, "b")).toEqual(["a", "b"]);
    expect(filledCount(["a", null, "c", null])).toBe(2);
  });
});

describe("timeline view", () => {
  it("adds START and shows rank events as M_JOIN, L_JOIN, M_DISMISS, L_DISMISS", () => {
    const a = actor("a", {}, [{ date: "2025-01-01", type: "JOIN" }, { date: "2025-02-01", type: "M_RANK" }, { date: "2025-03-01", type: "DISMISS" }]);
    expect(timelineEvents([a], "2024-12-01", "2025-12-31")).toEqual([
      { date: "2024-12-01", kind: "START" },
      { date: "2025-01-01", kind: "JOIN", actor: "a" },
      { date: "2025-02-01", kind: "M_JOIN", actor: "a" },
      { date: "2025-03-01", kind: "DISMISS", actor: "a" },
    ]);
    const d = { ...a, events: [...a.events.slice(0, 2), { date: "2025-03-01", type: "M_DISRANK" as const }, { date: "2025-03-01", type: "DISMISS" as const }] };
    expect(timelineEvents([d], "2025-02-15", "2025-12-31").map((e) => e.kind)).toEqual(["START", "M_DISMISS", "DISMISS"]);
  });
});
