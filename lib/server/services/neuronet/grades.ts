import "server-only";
import type { GradeTriple } from "@/db/schema";
import type { GradesDto } from "@/lib/contracts/profiles";
import { GRADES, type Grade } from "@/lib/contracts/profiles";

const known = (g: string | null | undefined): Grade | null => (g && (GRADES as readonly string[]).includes(g) ? (g as Grade) : null);

/** A stored final score as the contract's grades; null when no scale is graded. */
export function gradesOf(score: GradeTriple | null | undefined): GradesDto | null {
  if (!score) return null;
  const grades = { K: known(score.K), P: known(score.P), L: known(score.L) };
  return grades.K || grades.P || grades.L ? grades : null;
}
