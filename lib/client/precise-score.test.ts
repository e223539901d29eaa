import { describe, expect, it } from "vitest";
import { invalidLevels, parsePrecise, preciseBody, preciseInputs } from "./precise-score";

describe("precise score (the estimator's detailed grade, the administrator's precise final score)", () => {
  it("reads numbers with a dot or a comma; empty is not set", () => {
    expect(parsePrecise("55")).toBe(55);
    expect(parsePrecise(" 55,5 ")).toBe(55.5);
    expect(parsePrecise("")).toBeNull();
    expect(parsePrecise("5e1")).toBeNaN();
  });

  it("builds the body for numbers 0..100", () => {
    expect(preciseBody({ K: "0", P: "100", L: "" })).toEqual({ ok: true, body: { score: { K: 0, P: 100, L: null } } });
  });

  it("names the levels out of range or not numbers", () => {
    expect(preciseBody({ K: "101", P: "abc", L: "50" })).toEqual({ ok: false, invalid: ["K", "P"] });
    expect(preciseBody({ K: "-1", P: "", L: "" })).toEqual({ ok: false, invalid: ["K"] });
  });

  it("shows stored numbers as text", () => {
    expect(preciseInputs({ K: 72.5, P: null, L: 0 })).toEqual({ K: "72.5", P: "", L: "0" });
    expect(preciseInputs(null)).toEqual({ K: "", P: "", L: "" });
  });

  it("finds the levels a server's refusal names, so the marked fields are the refused ones (a precise grade of 140)", () => {
    expect(invalidLevels({ "score.K": "invalid" })).toEqual(["K"]);
    expect(invalidLevels({ "score.P": "invalid", "score.L": "unknown_field" })).toEqual(["P", "L"]);
    expect(invalidLevels(undefined)).toEqual([]);
    expect(preciseBody({ K: "140", P: "", L: "" })).toEqual({ ok: false, invalid: ["K"] });
  });
});
