import "server-only";
import { GRADES, type Grade } from "@/lib/contracts/profiles";
import type { GradeTriple, PreciseTriple } from "@/db/schema";

// A profile's final score from its estimators' grades (docs/operations.md): per level, the
// median grade (the lower of the two middle ones when the count is even: the cautious
// reading), and the mean of the precise scores rounded to 0.1. Levels nobody graded stay
// empty. An administrator's override replaces this and is not recomputed.

const LEVELS = ["K", "P", "L"] as const;

export function finalGrades(grades: readonly GradeTriple[]): GradeTriple {
  const out: GradeTriple = {};
  for (const level of LEVELS) {
    const ranks = grades
      .map((g) => g[level])
      .filter((g): g is Grade => typeof g === "string" && (GRADES as readonly string[]).includes(g))
      .map((g) => GRADES.indexOf(g))
      .sort((a, b) => a - b);
    if (ranks.length) out[level] = GRADES[ranks[Math.floor((ranks.length - 1) / 2)]!]!;
  }
  return out;
}

export function finalPrecise(scores: readonly PreciseTriple[]): PreciseTriple {
  const out: PreciseTriple = {};
  for (const level of LEVELS) {
    const values = scores.map((s) => s[level]).filter((v): v is number => typeof v === "number" && Number.isFinite(v));
    if (values.length) out[level] = Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
  }
  return out;
}

export function isEmptyTriple(t: GradeTriple | PreciseTriple | null | undefined): boolean {
  return !t || LEVELS.every((l) => t[l] === undefined || t[l] === null);
}
