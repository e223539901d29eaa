import { describe, expect, it } from "vitest";
import { ENGINE_VERSION } from "@/lib/engine/core/version";
import { COMPANY_REFERENCE_PAIRS, COMPANY_REFERENCE_TEAMS } from "@/lib/engine/norms/company-reference";
import { compareScores, computedByEarlierModel, readRow, REFERENCE_SIZES, SAME_THRESHOLD } from "./score-reading";

it("names the reference population's sizes as the engine draws it", () => {
  expect(REFERENCE_SIZES).toEqual({ pairs: COMPANY_REFERENCE_PAIRS, teams: COMPANY_REFERENCE_TEAMS });
});


describe("compareScores", () => {
  it("reads a difference smaller than the threshold as the same, in both directions", () => {
    expect(compareScores(55, 52, 4)).toBe("same");
    expect(compareScores(52, 55, 4)).toBe("same");
  });
  it("reads a difference at or above the threshold as higher or lower", () => {
    expect(compareScores(56, 52, 4)).toBe("higher");
    expect(compareScores(52, 60, 4)).toBe("lower");
  });
});

describe("readRow", () => {
  it("gives no leader when the top two are within the uncertainty (a one-point lead never wins)", () => {
    expect(readRow([61, 60, 40], SAME_THRESHOLD)).toEqual({ leader: null, allSame: false });
    expect(readRow([54, 50], SAME_THRESHOLD)).toEqual({ leader: null, allSame: true });
    expect(readRow([55, 50], SAME_THRESHOLD)).toEqual({ leader: 0, allSame: false });
  });
  it("reads a row whose values are all within the uncertainty as about the same", () => {
    expect(readRow([52, 55, 53], 5)).toEqual({ leader: null, allSame: true });
  });
  it("marks the clear leader by its index", () => {
    expect(readRow([50, null, 62, 55], 5)).toEqual({ leader: 2, allSame: false });
  });
  it("has neither a leader nor sameness with fewer than two known values", () => {
    expect(readRow([70, null], 5)).toEqual({ leader: null, allSame: false });
  });
  it("never awards exact ties", () => {
    expect(readRow([60, 60], 0)).toEqual({ leader: null, allSame: false });
  });
});

describe("computedByEarlierModel", () => {
  it("is false for the current engine and newer ones", () => {
    expect(computedByEarlierModel(ENGINE_VERSION)).toBe(false);
    expect(computedByEarlierModel("1.1.0", "1.1.0")).toBe(false);
    expect(computedByEarlierModel("1.10.0", "1.9.3")).toBe(false);
  });
  it("is true for older, missing or unreadable versions", () => {
    expect(computedByEarlierModel("1.0.0", "1.1.0")).toBe(true);
    expect(computedByEarlierModel("1.1", "1.1.1")).toBe(true);
    expect(computedByEarlierModel("1.9.3", "1.10.0")).toBe(true);
    expect(computedByEarlierModel(undefined)).toBe(true);
    expect(computedByEarlierModel("")).toBe(true);
    expect(computedByEarlierModel("dev")).toBe(true);
  });
});
