import { describe, expect, it } from "vitest";
import { GRADES } from "../../engine/person/person";
import { gradedCorpus } from "./graded-corpus";

const grade = (g: string) => GRADES.indexOf(g as (typeof GRADES)[number]);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

describe("gradedCorpus", () => {
  it("is deterministic for (count, seed) and differs between seeds", () => {
    expect(gradedCorpus(30, "a")).toEqual(gradedCorpus(30, "a"));
    expect(gradedCorpus(30, "a")).not.toEqual(gradedCorpus(30, "b"));
    expect(gradedCorpus(30, "a").slice(0, 10)).toEqual(gradedCorpus(10, "a"));
  });

  it("follows its documented rule: experience raises K and P, age raises L", () => {
    const corpus = gradedCorpus(800, "rule");
    const experienced = corpus.filter((r) => (r.answers.work_experience_years as number) >= 20);
    const novices = corpus.filter((r) => (r.answers.work_experience_years as number) <= 5);
    expect(experienced.length).toBeGreaterThan(50);
    expect(novices.length).toBeGreaterThan(50);
    expect(mean(experienced.map((r) => grade(r.grades.K)))).toBeGreaterThan(mean(novices.map((r) => grade(r.grades.K))) + 1.5);
    expect(mean(experienced.map((r) => grade(r.grades.P)))).toBeGreaterThan(mean(novices.map((r) => grade(r.grades.P))) + 1.5);
    const old = corpus.filter((r) => (r.answers.age as number) >= 45);
    const young = corpus.filter((r) => (r.answers.age as number) <= 28);
    expect(mean(old.map((r) => grade(r.grades.L)))).toBeGreaterThan(mean(young.map((r) => grade(r.grades.L))) + 1.5);
  });

  it("uses every grade and is not trivially one class", () => {
    const corpus = gradedCorpus(600, "spread");
    for (const scale of ["K", "P", "L"] as const) {
      const counts = GRADES.map((g) => corpus.filter((r) => r.grades[scale] === g).length);
      expect(counts.every((n) => n > 0), scale).toBe(true);
      expect(Math.max(...counts) / corpus.length, scale).toBeLessThan(0.4);
    }
  });
});
