import { describe, expect, it } from "vitest";
import type { SceneDto } from "@/lib/contracts/scenes";
import { chooseTeamManager, chooseTeamSlot, NEW_TEAM, sameTeamSetup, setupFromCheck, teamBody, teamManagerVisible, teamReady } from "./team-setup";

const fill = (...ids: string[]) => ids.reduce((s, id, i) => chooseTeamSlot(s, i, id), NEW_TEAM);

describe("team check slots", () => {
  it("has four empty slots, office, five hours", () => {
    expect(NEW_TEAM.slots).toEqual([null, null, null, null]);
    expect(NEW_TEAM.interaction).toEqual({ remote: false, hoursPerWeek: 5 });
  });

  it("moves a profile chosen again", () => {
    expect(chooseTeamSlot(fill("a", "b", "c"), 3, "a").slots).toEqual([null, "b", "c", "a"]);
  });

  it("shows the manager only when more than two slots are filled", () => {
    expect(teamManagerVisible(fill("a", "b"))).toBe(false);
    expect(chooseTeamManager(fill("a", "b"), "m").managerId).toBeNull();
    expect(teamManagerVisible(fill("a", "b", "c"))).toBe(true);
    expect(chooseTeamManager(fill("a", "b", "c"), "m").managerId).toBe("m");
    expect(chooseTeamManager(fill("a", "b", "c"), "a").managerId).toBeNull();
  });

  it("drops the manager when only two slots are left, or when the manager is put in a slot", () => {
    const managed = chooseTeamManager(fill("a", "b", "c"), "m");
    expect(chooseTeamSlot(managed, 2, null).managerId).toBeNull();
    const moved = chooseTeamSlot(managed, 3, "m");
    expect(moved.slots).toEqual(["a", "b", "c", "m"]);
    expect(moved.managerId).toBeNull();
  });

  it("is ready with two or more computable profiles", () => {
    expect(teamReady(fill("a"), () => true)).toBe(false);
    expect(teamReady(fill("a", "b"), () => true)).toBe(true);
    expect(teamReady(fill("a", "b", "c"), (id) => id !== "c")).toBe(false);
  });

  it("reads a stored check and builds the request body", () => {
    const check = { actors: [], settings: { defaultInteraction: { remote: true, hoursPerWeek: 2 }, managerId: "m", slots: ["a", null, "b", "c"] } } as unknown as SceneDto;
    const setup = setupFromCheck(check);
    expect(setup).toEqual({ slots: ["a", null, "b", "c"], managerId: "m", interaction: { remote: true, hoursPerWeek: 2 } });
    expect(sameTeamSetup(setup, { ...setup, slots: [...setup.slots] })).toBe(true);
    expect(sameTeamSetup(setup, chooseTeamSlot(setup, 1, "d"))).toBe(false);
    expect(teamBody(setup)).toEqual({ slots: ["a", null, "b", "c"], managerId: "m", interaction: { remote: true, hoursPerWeek: 2 } });
    expect(teamBody(chooseTeamSlot(setup, 0, null)).managerId).toBeNull();
  });

  it("falls back to the members when no slots are stored", () => {
    const check = { actors: [{ profileId: "a" }, { profileId: "b" }], settings: { defaultInteraction: { remote: false, hoursPerWeek: 5 }, managerId: null } } as unknown as SceneDto;
    expect(setupFromCheck(check).slots).toEqual(["a", "b", null, null]);
  });
});
