import { describe, expect, it } from "vitest";
import { simulateScene, type SceneActor } from "@/lib/engine/index";
import { actorContributorsOn, segmentOf, teamContributorsOn } from "./day-contributors";

const traits = { extraversion: 3, agreeableness: 3.5, conscientiousness: 3.2, negativeEmotionality: 2.6, openMindedness: 3.1 };
const actor = (id: string, events: SceneActor["events"]): SceneActor => ({ id, bigFive: traits, levels: { K: { grade: "MIDDLE" } }, events });

// A one-year team: a and b from the start, c joins 100 days before today, b is dismissed 60 days after it.
const today = "2026-03-01";
const result = (() => {
  const r = simulateScene(
    {
      lifespan: "one_year",
      actors: [actor("a", [{ date: "2025-03-01", type: "JOIN" }]), actor("b", [{ date: "2025-03-01", type: "JOIN" }, { date: "2026-04-30", type: "DISMISS" }]), actor("c", [{ date: "2025-11-21", type: "JOIN" }])],
    },
    { seed: 7, today },
  );
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
})();

describe("contributors for a chosen day", () => {
  it("today and the last day use their own explanations", () => {
    const t = teamContributorsOn(result, result.todayIndex);
    expect(t.source).toEqual({ kind: "today", date: today });
    expect(t.team).toBe(result.explanations.today!.team);
    const last = teamContributorsOn(result, result.dayCount - 1);
    expect(last.source.kind).toBe("last");
    expect(last.team).toBe(result.explanations.last!.team);
  });

  it("another day uses the segment it belongs to", () => {
    const day = 10;
    const segment = segmentOf(result.segments, day)!;
    expect(segment.fromIndex).toBeLessThanOrEqual(day);
    expect(segment.toIndex).toBeGreaterThanOrEqual(day);
    const t = teamContributorsOn(result, day);
    expect(t.source).toEqual({ kind: "segment", from: segment.from, to: segment.to });
    expect(t.team).toBe(segment.contributors);
  });

  it("every day of the window has a segment", () => {
    for (let d = 0; d < result.dayCount; d += 37) expect(segmentOf(result.segments, d)).not.toBeNull();
    expect(segmentOf(result.segments, -1)).toBeNull();
    expect(segmentOf(result.segments, result.dayCount)).toBeNull();
  });

  it("a person's contributors exist for today and the last day only", () => {
    expect(actorContributorsOn(result, result.todayIndex, "a")).toBe(result.explanations.today!.actors.a);
    expect(actorContributorsOn(result, result.todayIndex + 1, "a")).toBeNull();
    expect(actorContributorsOn(result, result.dayCount - 1, "b")).toBeNull();
  });

  it("a day with fewer than two members has no team contributors", () => {
    const lone = simulateScene({ lifespan: "new", actors: [actor("a", [{ date: today, type: "JOIN" }]), actor("b", [{ date: "2026-06-01", type: "JOIN" }])] }, { seed: 1, today });
    if (!lone.ok) throw new Error(lone.error.code);
    expect(teamContributorsOn(lone.value, 0)).toEqual({ team: null, source: { kind: "none" } });
    expect(teamContributorsOn(lone.value, lone.value.dayCount - 1).team).not.toBeNull();
  });
});
