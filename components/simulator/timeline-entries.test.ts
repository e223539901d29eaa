import { describe, expect, it } from "vitest";
import { timelineEvents, type SceneActor } from "@/lib/engine/index";
import { dayMarkers, splitTimeline } from "./timeline-entries";

const traits = { extraversion: 3, agreeableness: 3, conscientiousness: 3, negativeEmotionality: 3, openMindedness: 3 };
const actors: SceneActor[] = [
  { id: "a", bigFive: traits, events: [{ date: "2026-01-01", type: "JOIN" }, { date: "2026-02-01", type: "L_RANK" }] },
  { id: "b", bigFive: traits, events: [{ date: "2026-01-01", type: "JOIN" }, { date: "2026-04-01", type: "DISMISS" }] },
];
const entries = timelineEvents(actors, "2026-01-01", "2026-12-31");

describe("timeline entries", () => {
  it("splits past (up to today) from planned, without START", () => {
    const { past, planned } = splitTimeline(entries, "2026-02-01");
    expect(past.map((e) => `${e.date} ${e.kind} ${e.actor}`)).toEqual(["2026-01-01 JOIN a", "2026-01-01 JOIN b", "2026-02-01 L_JOIN a"]);
    expect(planned.map((e) => e.kind)).toEqual(["DISMISS"]);
  });

  it("groups the events by day inside the window", () => {
    const markers = dayMarkers(entries, "2026-01-01", 60);
    expect(markers.map((m) => [m.day, m.entries.length])).toEqual([[0, 2], [31, 1]]);
    expect(markers[1]!.date).toBe("2026-02-01");
  });
});
