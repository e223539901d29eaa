import { describe, expect, it } from "vitest";
import { FinalScoreBody } from "@/lib/contracts/admin";
import { canApprove, canCancelApproval, canDelete, gradeBody, gradeInputs, gradesOf, scoreSource } from "./admin-profile";

describe("profile actions by status", () => {
  it("approves filled-in profiles only, and cancels only an approval", () => {
    expect(canApprove("completed")).toBe(true);
    expect(canApprove("suspicious")).toBe(true);
    expect(canApprove("empty")).toBe(false);
    expect(canApprove("approved")).toBe(false);
    expect(canApprove("deleted")).toBe(false);
    expect(canCancelApproval("approved")).toBe(true);
    expect(canCancelApproval("estimated")).toBe(false);
  });

  it("a deleted profile cannot be deleted again", () => {
    expect(canDelete("deleted")).toBe(false);
    expect(canDelete("empty")).toBe(true);
  });
});

describe("final score", () => {
  it("sends an empty choice as not set", () => {
    const body = gradeBody({ K: "SENIOR", P: "", L: "MIDDLE_PLUS" });
    expect(body).toEqual({ score: { K: "SENIOR", P: null, L: "MIDDLE_PLUS" } });
    expect(FinalScoreBody.safeParse(body).success).toBe(true);
  });

  it("starts the choices from the stored score", () => {
    expect(gradeInputs(null)).toEqual({ K: "", P: "", L: "" });
    expect(gradeInputs({ K: "JUNIOR", P: null, L: null })).toEqual({ K: "JUNIOR", P: "", L: "" });
  });

  it("keeps only known grades of an estimator", () => {
    expect(gradesOf({ K: "SENIOR", P: "GURU", L: null })).toEqual({ K: "SENIOR", P: null, L: null });
    expect(gradesOf({})).toBeNull();
  });

  it("says where the score comes from", () => {
    expect(scoreSource(true, null)).toBe("overridden");
    expect(scoreSource(false, { K: "SENIOR", P: null, L: null })).toBe("computed");
    expect(scoreSource(false, { K: null, P: null, L: null })).toBe("none");
    expect(scoreSource(false, null)).toBe("none");
  });
});
