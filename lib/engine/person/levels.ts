import { clamp } from "../core/math";
import { GRADES, type Grade, type Level, type LevelKey } from "./person";

const BAND = 100 / GRADES.length;

/** Each grade sits at the centre of its band of the 0..100 precise scale. */
export const GRADE_SCORES: Readonly<Record<Grade, number>> = Object.fromEntries(
  GRADES.map((g, i) => [g, Math.round((i + 0.5) * BAND)]),
) as Record<Grade, number>;

/** The grade whose band holds a precise score (100 belongs to SENIOR_PLUS). */
export function gradeFromScore(score: number): Grade {
  const i = clamp(Math.floor(score / BAND), 0, GRADES.length - 1);
  return GRADES[i]!;
}

/** Score (0..100) assumed when a level is missing: the scale midpoint. */
export const MISSING_LEVEL_SCORE = 50;

/**
 * Personal maturity imputed from age when L is missing: personality matures
 * through early and middle adulthood (Roberts, Walton & Viechtbauer 2006),
 * so 35 at 20 years or less, one point a year, 60 from 45 years on.
 */
export function maturityFromAge(age: number): number {
  return clamp(35 + (age - 20), 35, 60);
}

export interface ResolvedLevel {
  score: number; // 0..100
  known: boolean;
  /** Half-width (0..100) of the plausible range, used by the uncertainty band. */
  spread: number;
  imputedFrom: "midpoint" | "age" | null;
}

export function resolveLevel(key: LevelKey, level: Level | undefined, age: number | undefined): ResolvedLevel {
  if (level && "grade" in level) return { score: GRADE_SCORES[level.grade], known: true, spread: BAND / 2, imputedFrom: null };
  if (level && "precise" in level) return { score: level.precise, known: true, spread: 3, imputedFrom: null };
  if (key === "L" && age !== undefined) return { score: maturityFromAge(age), known: false, spread: 20, imputedFrom: "age" };
  return { score: MISSING_LEVEL_SCORE, known: false, spread: 25, imputedFrom: "midpoint" };
}
