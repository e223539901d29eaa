import { describe, expect, it } from "vitest";
import { softmax, softmin } from "../core/math";
import { derivePerson } from "../person/derive";
import { person } from "../testing/builders";
import { composition, teamProfile } from "./composition";

describe("composition", () => {
  const ms = [
    person("a", { agreeableness: 1.5, negativeEmotionality: 4.5, conscientiousness: 2 }, { levels: { K: { grade: "SENIOR" }, P: { grade: "JUNIOR" }, L: { grade: "MIDDLE" } } }),
    person("b", { agreeableness: 4, negativeEmotionality: 2, conscientiousness: 5 }, { levels: { K: { grade: "JUNIOR" }, P: { grade: "SENIOR_PLUS" }, L: { grade: "MIDDLE" } } }),
    person("c", { agreeableness: 3.2, extraversion: 5, openMindedness: 1 }),
  ].map(derivePerson);
  const c = composition(ms);
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const sd = (xs: number[]) => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2)));

  it("agrees with the reference definitions of means, spreads and soft extremes", () => {
    expect(c.aMean).toBeCloseTo(mean(ms.map((m) => m.a)), 12);
    expect(c.aSd).toBeCloseTo(sd(ms.map((m) => m.a)), 12);
    expect(c.cSd).toBeCloseTo(sd(ms.map((m) => m.c)), 12);
    expect(c.eSd).toBeCloseTo(sd(ms.map((m) => m.e)), 12);
    expect(c.aSoftmin).toBeCloseTo(softmin(ms.map((m) => m.a)), 12);
    expect(c.nSoftmax).toBeCloseTo(softmax(ms.map((m) => m.n)), 12);
    expect([c.aMinIdx, c.nMaxIdx, c.kMinIdx]).toEqual([0, 0, 1]);
    expect(c.size).toBe(3);
  });

  it("orders the team orientation C, P, M by descending mean level", () => {
    // Means: K (75 + 8 + 42) / 3 = 41.7, P (8 + 92 + 42) / 3 = 47.3, L 42.
    expect(teamProfile(c)).toEqual({ profile: "growth", orderCode: "PMC" });
    const even = composition([derivePerson(person("x"))]);
    expect(teamProfile(even)).toEqual({ profile: "support", orderCode: "CPM" });
  });
});
