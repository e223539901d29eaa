import "server-only";
import { and, count, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { profiles, type GradeTriple } from "@/db/schema";
import { GRADES } from "@/lib/contracts/profiles";
import { gradingEncoding, type GradingEncoding } from "@/lib/questionnaire";
import type { TrainingRow } from "@/lib/neuronet";
import { hasFinalGrade } from "../estimates/graded";
import { latestQuestionnaireVersion } from "../profiles/questionnaire-versions";

// Which profiles the network learns from and is judged on (docs/neuronet.md): completed
// profile questionnaires (sent or approved; never deleted ones) whose final score has at
// least one grade. A scale nobody graded is left out of that head's loss, not guessed.

/** Completed, not deleted profile questionnaires: the ones a network may read. */
export const readableProfile: SQL = and(eq(profiles.kind, "profile"), inArray(profiles.status, ["ack_a", "answered"]), isNull(profiles.deletedAt))!;


export async function countTrainableProfiles(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(profiles).where(and(readableProfile, hasFinalGrade));
  return Number(row?.n ?? 0);
}

/** The encoder of today's profile questionnaire: what a new training uses and a prediction needs. */
export async function currentEncoding(db: Db): Promise<GradingEncoding> {
  return gradingEncoding((await latestQuestionnaireVersion(db, "profile")).definition);
}

/** A grade name as the network's class index, null when missing or unknown. */
export function gradeIndex(grade: string | null | undefined): number | null {
  const index = grade ? (GRADES as readonly string[]).indexOf(grade) : -1;
  return index >= 0 ? index : null;
}

export function toTrainingRow(id: string, answers: Record<string, unknown>, finalScore: GradeTriple | null, encoding: GradingEncoding): TrainingRow {
  return { id, features: encoding.encode(answers), grades: { K: gradeIndex(finalScore?.K), P: gradeIndex(finalScore?.P), L: gradeIndex(finalScore?.L) } };
}

/** Every trainable profile, encoded, in a stable order (by id). */
export async function loadTrainingRows(db: Db, encoding: GradingEncoding): Promise<TrainingRow[]> {
  const rows = await db
    .select({ id: profiles.id, answers: profiles.answers, finalScore: profiles.finalScore })
    .from(profiles)
    .where(and(readableProfile, hasFinalGrade))
    .orderBy(profiles.id);
  return rows.map((r) => toTrainingRow(r.id, r.answers, r.finalScore, encoding));
}
