import { describe, expect, it } from "vitest";
import type { SceneActorDto } from "@/lib/contracts/scenes";
import type { ActorSeries } from "@/lib/engine/index";
import { actorRows, rankHolders, sortRows, type ActorRow } from "./actor-rows";

const dto = (id: string, addedAt: string, events: SceneActorDto["events"], extra: Partial<SceneActorDto> = {}): SceneActorDto => ({
  profileId: id,
  addedAt,
  events,
  firstName: id.toUpperCase(),
  lastName: "Test",
  position: null,
  avatarName: null,
  eligible: true,
  missing: false,
  ...extra,
});

const series = (v: Partial<Record<keyof ActorSeries, unknown[]>>): ActorSeries =>
  ({ expertise: [], power: [], weight: [], support: [], integration: [], condition: [], mood: [], ...v }) as ActorSeries;

describe("actor rows", () => {
  const actors = [
    dto("a", "2026-01-01T10:00:00.000Z", [{ date: "2026-01-01", type: "JOIN" }, { date: "2026-02-01", type: "L_RANK" }]),
    dto("b", "2026-01-03T10:00:00.000Z", [{ date: "2026-01-01", type: "JOIN" }, { date: "2026-03-01", type: "DISMISS" }]),
    dto("c", "2026-01-02T10:00:00.000Z", [{ date: "2026-01-01", type: "JOIN" }], { eligible: false }),
  ];
  const result = {
    actors: {
      a: series({ expertise: [50, 51], power: [40, 42], weight: [45, 46], support: [60, 61], integration: [10, 20], condition: [30, 31], mood: ["GOOD", "GOOD"] }),
      b: series({ expertise: [70, 71], power: [55, 56], weight: [55, 54], support: [50, 51], integration: [10, 20], condition: [-30, null], mood: ["BAD", "UNCLEAR"] }),
    },
  };

  it("reads each member's values, rank and membership on the day", () => {
    const rows = actorRows(actors, result, 1, "2026-02-15");
    const a = rows.find((r) => r.id === "a")!;
    expect(a.rank).toBe("lead");
    expect(a.active).toBe(true);
    expect(a.values).toEqual({ expertise: 51, power: 42, weight: 46, support: 61, integration: 20, condition: 31 });
    expect(a.mood).toBe("GOOD");
    const b = rows.find((r) => r.id === "b")!;
    expect(b.rank).toBe("employee");
    expect(b.values.condition).toBeNull();
    const c = rows.find((r) => r.id === "c")!;
    expect(c.eligible).toBe(false);
    expect(c.values.power).toBeNull();
    expect(c.mood).toBeNull();
  });

  it("a dismissed member is inactive and holds no rank", () => {
    const rows = actorRows(actors, result, 0, "2026-03-05");
    expect(rows.find((r) => r.id === "b")).toMatchObject({ active: false, rank: null });
  });

  it("works before any result exists", () => {
    const rows = actorRows(actors, null, 0, "2026-02-15");
    expect(rows.every((r) => r.values.power === null && r.mood === null)).toBe(true);
  });

  it("sorts by added-at, newest first, by default", () => {
    const rows = actorRows(actors, result, 1, "2026-02-15");
    expect(sortRows(rows, "addition").map((r) => r.id)).toEqual(["b", "c", "a"]);
  });

  it("sorts by power, weight, rating and expertise, highest first, missing values last", () => {
    const rows = actorRows(actors, result, 1, "2026-02-15");
    expect(sortRows(rows, "power").map((r) => r.id)).toEqual(["b", "a", "c"]);
    expect(sortRows(rows, "weight").map((r) => r.id)).toEqual(["b", "a", "c"]);
    expect(sortRows(rows, "expertise").map((r) => r.id)).toEqual(["b", "a", "c"]);
    // rating = condition: b has none on day 1, so a leads and the two without values follow by added-at
    expect(sortRows(rows, "rating").map((r) => r.id)).toEqual(["a", "b", "c"]);
  });

  it("breaks ties by added-at, then name, without changing the input", () => {
    const base: ActorRow = { id: "x", firstName: "X", lastName: "", position: null, avatarName: null, addedAt: "2026-01-01", eligible: true, missing: false, active: true, rank: "employee", values: { expertise: 1, power: 5, weight: 1, support: 1, integration: 1, condition: 1 }, mood: "GOOD" };
    const rows = [base, { ...base, id: "y", firstName: "Y", addedAt: "2026-01-05" }, { ...base, id: "w", firstName: "W" }];
    expect(sortRows(rows, "power").map((r) => r.id)).toEqual(["y", "w", "x"]);
    expect(rows.map((r) => r.id)).toEqual(["x", "y", "w"]);
  });

  it("finds the lead and the manager of the day", () => {
    const rows = actorRows(actors, result, 1, "2026-02-15");
    expect(rankHolders(rows).lead?.id).toBe("a");
    expect(rankHolders(rows).manager).toBeNull();
  });
});
