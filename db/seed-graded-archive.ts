import "server-only";
// The synthetic graded profiles the grading network's tests train on (docs/neuronet.md):
// grades follow a documented rule from the answers, so a demo training run has something to learn.
import { gradedCorpus } from "@/lib/questionnaire/testing/graded-corpus";
import { newToken } from "@/lib/server/auth/tokens";
import { completeAnswers } from "@/lib/server/services/profiles/complete-answers";
import { questionnaireVersion } from "@/lib/server/services/profiles/questionnaire-versions";
import { isoDay } from "@/lib/engine/core/dates";
import type { Db } from "./client";
import { estimatorAssignments, estimators, owners, profiles } from "./schema";

export const GRADING_ARCHIVE = {
  email: "archive@demo.test",
  companyName: "Grading archive",
  estimatorEmail: "archive-estimator@demo.test",
  profiles: 300,
  seed: "demo",
} as const;

const FIRST_NAMES = { male: ["Alexei", "Pavel", "Sergei", "Dmitry", "Ivan", "Andrei"], female: ["Irina", "Olga", "Elena", "Natalia", "Maria", "Tatiana"] };
/** Masculine forms; the feminine form of each adds "a" (Petrova, Lebedeva, ...). */
const LAST_NAMES = ["Petrov", "Lebedev", "Novikov", "Morozov", "Fedorov", "Belov", "Zaitsev", "Pavlov", "Semenov", "Golubev", "Vinogradov"];

/** A name that agrees with the sex the profile answered. */
function archiveName(i: number, gender: unknown): { firstName: string; lastName: string } {
  const female = gender === "female";
  const firsts = female ? FIRST_NAMES.female : FIRST_NAMES.male;
  const last = LAST_NAMES[Math.floor(i / firsts.length) % LAST_NAMES.length]!;
  return { firstName: firsts[i % firsts.length]!, lastName: female ? `${last}a` : last };
}
const INSERT_CHUNK = 100;
const ARCHIVE_AGE_MS = 30 * 86_400_000;

/**
 * A demo company without sign-in (no password) holding completed, finally graded
 * profiles, so an administrator can train the grading network on the demo data. An
 * archive estimator (no sign-in either) holds their graded assignments: the final grades
 * are that estimator's grades, and the profiles are not waiting for the demo estimator's
 * batches. They are dated a month back, behind the demo company's profiles in every list.
 */
export async function seedGradedArchive(db: Db, now: Date): Promise<void> {
  const [owner] = await db
    .insert(owners)
    .values({ email: GRADING_ARCHIVE.email, companyName: GRADING_ARCHIVE.companyName, status: "verified", emailVerifiedAt: now, locale: "en" })
    .onConflictDoNothing()
    .returning({ id: owners.id });
  if (!owner) return;
  const questionnaire = await questionnaireVersion(db, "profile", 1);
  const today = isoDay(now);
  const corpus = gradedCorpus(GRADING_ARCHIVE.profiles, GRADING_ARCHIVE.seed);
  const rows = corpus.map(({ answers, grades }, i) => {
    const id = crypto.randomUUID();
    const { firstName, lastName } = archiveName(i, answers.gender);
    // The corpus answers the profile questionnaire v1: checked and scored like a real submission.
    const completed = completeAnswers(questionnaire.definition, answers, { firstName, lastName }, { lastNameRequired: false, today, seed: id });
    const at = new Date(now.getTime() - ARCHIVE_AGE_MS - (corpus.length - i) * 3_600_000);
    return { id, ownerId: owner.id, kind: "profile" as const, questionnaireId: questionnaire.id, firstName, lastName, permalink: newToken(), ...completed, status: "ack_a" as const, finalScore: grades, completedAt: at, createdAt: at, updatedAt: at };
  });
  const [estimator] = await db
    .insert(estimators)
    .values({ email: GRADING_ARCHIVE.estimatorEmail, fullName: "Archive Estimator", information: "Graded the demo grading archive", locale: "en" })
    .onConflictDoNothing()
    .returning({ id: estimators.id });
  const batchId = crypto.randomUUID();
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK);
    await db.insert(profiles).values(chunk);
    if (!estimator) continue;
    await db.insert(estimatorAssignments).values(
      chunk.map((row) => ({ estimatorId: estimator.id, profileId: row.id, batchId, estimateStatus: "write" as const, grade: row.finalScore, assignedAt: row.createdAt, readAt: row.createdAt, updatedAt: row.createdAt })),
    );
  }
}
