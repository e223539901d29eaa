import { describe, expect, it } from "vitest";
import { moodFromScore } from "./mood";

describe("moodFromScore", () => {
  it("maps the spec's bands; each boundary belongs to the band nearer zero", () => {
    expect(moodFromScore(-100)).toBe("DEPRESSED");
    expect(moodFromScore(-80.01)).toBe("DEPRESSED");
    expect(moodFromScore(-80)).toBe("BAD");
    expect(moodFromScore(-20.01)).toBe("BAD");
    expect(moodFromScore(-20)).toBe("ANXIOUS");
    expect(moodFromScore(0)).toBe("ANXIOUS");
    expect(moodFromScore(20)).toBe("ANXIOUS");
    expect(moodFromScore(20.01)).toBe("GOOD");
    expect(moodFromScore(80)).toBe("GOOD");
    expect(moodFromScore(80.01)).toBe("EXCELLENT");
    expect(moodFromScore(100)).toBe("EXCELLENT");
  });
  it("is UNCLEAR when unknown", () => {
    expect(moodFromScore(null)).toBe("UNCLEAR");
    expect(moodFromScore(undefined)).toBe("UNCLEAR");
    expect(moodFromScore(Number.NaN)).toBe("UNCLEAR");
  });
});
