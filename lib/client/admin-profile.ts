import { FinalScoreBody, type AdminProfileItemDto, type AdminProfileStatus } from "@/lib/contracts/admin";
import { LEVELS, type Level } from "./precise-score";
import { GRADES, type Grade, type GradesDto } from "@/lib/contracts/profiles";

// What the administrator may do to a profile and the final-score requests, checked with
// the contracts the server parses.

export { LEVELS, type Level };

/** Approval applies to filled-in profiles (data status ack_a / answered). */
export function canApprove(status: AdminProfileStatus): boolean {
  return status === "completed" || status === "estimated" || status === "skipped" || status === "suspicious";
}

export function canCancelApproval(status: AdminProfileStatus): boolean {
  return status === "approved";
}

export function canDelete(status: AdminProfileStatus): boolean {
  return status !== "deleted";
}

export function isGrade(value: unknown): value is Grade {
  return typeof value === "string" && (GRADES as readonly string[]).includes(value);
}

/** An estimator's stored grade (loosely typed in the DTO) as grade chips; null when nothing is set. */
export function gradesOf(grade: { K?: string | null; P?: string | null; L?: string | null }): GradesDto | null {
  const out: GradesDto = { K: isGrade(grade.K) ? grade.K : null, P: isGrade(grade.P) ? grade.P : null, L: isGrade(grade.L) ? grade.L : null };
  return out.K || out.P || out.L ? out : null;
}

export type GradeInputs = Record<Level, Grade | "">;
export function gradeInputs(score: AdminProfileItemDto["finalScore"]): GradeInputs {
  return { K: score?.K ?? "", P: score?.P ?? "", L: score?.L ?? "" };
}


export type GradeScoreBody = ReturnType<typeof FinalScoreBody.parse>;

/** PUT /profiles/{id}/final-score body; an empty choice is sent as null (not set). */
export function gradeBody(inputs: GradeInputs): GradeScoreBody {
  return FinalScoreBody.parse({ score: { K: inputs.K || null, P: inputs.P || null, L: inputs.L || null } });
}


/** Whether a score is the administrator's override, comes from the estimators, or is not there yet. */
export function scoreSource(override: boolean, score: Record<Level, unknown> | null): "overridden" | "computed" | "none" {
  if (override) return "overridden";
  return score && LEVELS.some((l) => score[l] !== null && score[l] !== undefined) ? "computed" : "none";
}
