import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, not, notExists, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { estimatorAssignments, owners, profiles } from "@/db/schema";
import { BATCH_SIZE } from "@/lib/contracts/estimators";
import type { Session } from "@/lib/server/auth/sessions";
import { hasFinalGrade } from "./graded";

const assigned = (db: Db) => db.select({ one: sql`1` }).from(estimatorAssignments).where(eq(estimatorAssignments.profileId, profiles.id));
/** A love account's profile (a consumer), whatever its kind. */
const ofConsumer = (db: Db) => db.select({ one: sql`1` }).from(owners).where(and(eq(owners.id, profiles.ownerId), eq(owners.product, "love")));
/**
 * Work for the estimators: completed company profiles nobody has been given yet. Consumers'
 * answers (love and couple profiles, and anything a love account owns) are never graded by
 * professionals; unclaimed profiles filled on the public company page are. A profile that
 * already has a final grade without estimators (an administrator's, or an imported archive
 * such as the demo's training data) needs none.
 */
const waiting = (db: Db) => and(inArray(profiles.status, ["ack_a", "answered"]), eq(profiles.kind, "profile"), not(hasFinalGrade), notExists(ofConsumer(db)), notExists(assigned(db)));

/** Whether a next batch is available: completed profiles nobody has been given yet. */
export async function nextBatchAvailable(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(waiting(db)).limit(1);
  return Boolean(row);
}

/**
 * POST /profiles/assignment: gives the estimator up to BATCH_SIZE completed profiles nobody
 * has. Rows are claimed with FOR UPDATE SKIP LOCKED inside a transaction, and the unique
 * index on the profile settles any remaining race, so two estimators asking at the same
 * moment never receive the same profile.
 */
export async function assignBatch(db: Db, session: Session, now: Date): Promise<{ batchSize: number; assigned: number; batchId: string | null }> {
  const batchId = randomUUID();
  const count = await db.transaction(async (tx) => {
    const candidates = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(waiting(tx as unknown as Db))
      .orderBy(asc(profiles.completedAt), asc(profiles.id))
      .limit(BATCH_SIZE)
      .for("update", { skipLocked: true });
    if (!candidates.length) return 0;
    const inserted = await tx
      .insert(estimatorAssignments)
      .values(candidates.map((c) => ({ estimatorId: session.subjectId, profileId: c.id, batchId, assignedAt: now, updatedAt: now })))
      .onConflictDoNothing()
      .returning({ id: estimatorAssignments.id });
    return inserted.length;
  });
  return { batchSize: BATCH_SIZE, assigned: count, batchId: count ? batchId : null };
}

/** Profiles assigned to this estimator (every estimator route checks this). */
export async function isAssigned(db: Db, estimatorId: string, profileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: estimatorAssignments.id })
    .from(estimatorAssignments)
    .where(and(eq(estimatorAssignments.estimatorId, estimatorId), eq(estimatorAssignments.profileId, profileId)))
    .limit(1);
  return Boolean(row);
}
