import { describe, expect, it } from "vitest";
import type { StoredSceneActor } from "@/db/schema";
import { moveTimelineStart } from "./timeline-start";

const actor = (profileId: string, events: StoredSceneActor["events"]): StoredSceneActor => ({ profileId, addedAt: "2026-01-01T00:00:00.000Z", events });
const OLD = "2026-11-21";
const EARLIER = "2025-11-21";

describe("moving a scene's first day when its lifespan changes", () => {
  it("takes the founders along when the first day moves earlier, and leaves later joiners alone", () => {
    const moved = moveTimelineStart(
      [actor("a", [{ date: OLD, type: "JOIN" }, { date: OLD, type: "L_RANK" }]), actor("b", [{ date: "2027-02-01", type: "JOIN" }])],
      [{ a: "a", b: "b", date: OLD, remote: true, hoursPerWeek: 5 }],
      OLD,
      EARLIER,
    );
    expect(moved.actors[0]!.events).toEqual([{ date: EARLIER, type: "JOIN" }, { date: OLD, type: "L_RANK" }]);
    expect(moved.actors[1]!.events).toEqual([{ date: "2027-02-01", type: "JOIN" }]);
    expect(moved.interactions).toHaveLength(1);
  });

  it("folds the past into the new first day when it moves later: members join on it with their rank", () => {
    const moved = moveTimelineStart(
      [
        actor("lead", [{ date: EARLIER, type: "JOIN" }, { date: "2026-03-01", type: "L_RANK" }, { date: "2027-01-10", type: "DISMISS" }]),
        actor("left", [{ date: EARLIER, type: "JOIN" }, { date: "2026-05-01", type: "DISMISS" }]),
        actor("back", [{ date: EARLIER, type: "JOIN" }, { date: "2026-05-01", type: "DISMISS" }, { date: "2027-01-01", type: "REJOIN" }]),
        actor("new", [{ date: "2027-02-01", type: "JOIN" }]),
      ],
      [
        { a: "lead", b: "left", date: EARLIER, hoursPerWeek: 10 },
        { a: "lead", b: "new", date: "2027-02-01", hoursPerWeek: 10 },
      ],
      EARLIER,
      OLD,
    );
    expect(moved.actors.map((a) => a.profileId)).toEqual(["lead", "back", "new"]);
    expect(moved.actors[0]!.events).toEqual([{ date: OLD, type: "JOIN" }, { date: OLD, type: "L_RANK" }, { date: "2027-01-10", type: "DISMISS" }]);
    expect(moved.actors[1]!.events).toEqual([{ date: "2027-01-01", type: "JOIN" }]);
    expect(moved.actors[2]!.events).toEqual([{ date: "2027-02-01", type: "JOIN" }]);
    expect(moved.interactions).toEqual([{ a: "lead", b: "new", date: "2027-02-01", hoursPerWeek: 10 }]);
  });

  it("changes nothing when the first day stays", () => {
    const actors = [actor("a", [{ date: OLD, type: "JOIN" }])];
    expect(moveTimelineStart(actors, [], OLD, OLD)).toEqual({ actors, interactions: [] });
  });
});
