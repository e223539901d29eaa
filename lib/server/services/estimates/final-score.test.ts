import { describe, expect, it } from "vitest";
import { finalGrades, finalPrecise, isEmptyTriple } from "./final-score";

describe("final score from estimators' grades", () => {
  it("one estimator: their grade", () => {
    expect(finalGrades([{ K: "SENIOR", P: "MIDDLE" }])).toEqual({ K: "SENIOR", P: "MIDDLE" });
  });
  it("several: the median per level, the lower middle one when even", () => {
    expect(finalGrades([{ K: "JUNIOR" }, { K: "SENIOR" }, { K: "MIDDLE" }])).toEqual({ K: "MIDDLE" });
    expect(finalGrades([{ K: "JUNIOR_PLUS" }, { K: "SENIOR_PLUS" }])).toEqual({ K: "JUNIOR_PLUS" });
  });
  it("ignores empty and unknown grades", () => {
    expect(finalGrades([{ K: null }, { K: "GURU" as never }, {}])).toEqual({});
  });
  it("precise: the mean rounded to 0.1", () => {
    expect(finalPrecise([{ K: 70 }, { K: 75.5 }, { L: 40 }])).toEqual({ K: 72.8, L: 40 });
  });
  it("knows an empty triple", () => {
    expect(isEmptyTriple({ K: null })).toBe(true);
    expect(isEmptyTriple({ P: "MIDDLE" })).toBe(false);
  });
});
