import { describe, expect, it } from "vitest";
import { choosePairManager, choosePairSlot, NEW_PAIR, pairBody, pairManagerVisible, pairReady, samePairSetup, setupFromPair } from "./pair-setup";

describe("pair slots", () => {
  it("starts empty, in the office, five hours a week", () => {
    expect(NEW_PAIR).toEqual({ actors: [null, null], managerId: null, interaction: { remote: false, hoursPerWeek: 5 } });
  });

  it("moves a profile chosen again into the other slot", () => {
    const a = choosePairSlot(NEW_PAIR, 0, "x");
    const b = choosePairSlot(a, 1, "x");
    expect(b.actors).toEqual([null, "x"]);
  });

  it("shows the manager only when both slots are filled", () => {
    const one = choosePairSlot(NEW_PAIR, 0, "x");
    expect(pairManagerVisible(one)).toBe(false);
    expect(choosePairManager(one, "m").managerId).toBeNull();
    const both = choosePairSlot(one, 1, "y");
    expect(pairManagerVisible(both)).toBe(true);
    expect(choosePairManager(both, "m").managerId).toBe("m");
  });

  it("never makes one of the two their own manager", () => {
    const both = choosePairSlot(choosePairSlot(NEW_PAIR, 0, "x"), 1, "y");
    expect(choosePairManager(both, "x").managerId).toBeNull();
  });

  it("drops the manager when a slot empties, and moves the manager into a slot when chosen there", () => {
    const withManager = choosePairManager(choosePairSlot(choosePairSlot(NEW_PAIR, 0, "x"), 1, "y"), "m");
    expect(choosePairSlot(withManager, 1, null).managerId).toBeNull();
    const moved = choosePairSlot(withManager, 0, "m");
    expect(moved.actors).toEqual(["m", "y"]);
    expect(moved.managerId).toBeNull();
  });

  it("is ready only with two computable profiles", () => {
    const both = choosePairSlot(choosePairSlot(NEW_PAIR, 0, "x"), 1, "y");
    expect(pairReady(both, () => true)).toBe(true);
    expect(pairReady(both, (id) => id !== "y")).toBe(false);
    expect(pairReady(choosePairSlot(NEW_PAIR, 0, "x"), () => true)).toBe(false);
  });

  it("builds the request bodies and compares setups", () => {
    const both = choosePairManager(choosePairSlot(choosePairSlot(NEW_PAIR, 0, "x"), 1, "y"), "m");
    expect(pairBody(both, "love")).toEqual({ actors: ["x", "y"], managerId: "m", interaction: { remote: false, hoursPerWeek: 5 }, type: "love" });
    expect(pairBody(both)).not.toHaveProperty("type");
    const stored = setupFromPair({ actors: [{ profileId: "x", firstName: "", lastName: "", avatarName: null, position: null, eligible: true }, { profileId: "y", firstName: "", lastName: "", avatarName: null, position: null, eligible: true }], managerId: "m", interaction: { remote: false, hoursPerWeek: 5 } });
    expect(samePairSetup(stored, both)).toBe(true);
    expect(samePairSetup(stored, { ...both, interaction: { remote: true, hoursPerWeek: 5 } })).toBe(false);
  });
});
