import "server-only";
import { and, eq, lt, or } from "drizzle-orm";
import type { Db } from "@/db/client";
import { neuronetModels } from "@/db/schema";
import { MIN_TRAINING_PROFILES, type NeuronetModelDto } from "@/lib/contracts/neuronet";
import type { Session } from "@/lib/server/auth/sessions";
import type { ServerEffects } from "@/lib/server/effects";
import { audit } from "../admin/audit";
import { isTrainingState, loadModel, modelConflict, modelDto } from "./model-dto";
import { countTrainableProfiles } from "./training-data";

/** A training whose job has not reported for this long lost its process: failed as interrupted. */
export const STALE_TRAINING_AFTER_MS = 5 * 60_000;
/** A queued training never picked up for this long (its job was lost): failed as interrupted. */
export const STALE_QUEUED_AFTER_MS = 60 * 60_000;

/**
 * Queues a (re)training: the job reads today's graded profiles when it starts (run-training.ts).
 * The published model is never retrained in place (its suggestions would change unreviewed):
 * train another and publish it.
 */
export async function startTraining(db: Db, session: Session, id: string, effects: Pick<ServerEffects, "training">, now: Date): Promise<NeuronetModelDto> {
  const model = await loadModel(db, id, true);
  if (model.published) throw modelConflict("published", "published_model_locked");
  if (isTrainingState(model.status)) throw modelConflict("status", "training_in_progress");
  if ((await countTrainableProfiles(db)) < MIN_TRAINING_PROFILES) throw modelConflict("profiles", "too_few_profiles");
  const [row] = await db
    .update(neuronetModels)
    .set({ status: "queued", progress: null, failure: null, cancelRequestedAt: null, heartbeatAt: null, updatedAt: now })
    .where(eq(neuronetModels.id, id))
    .returning();
  await audit(db, session, "neuronet.train", "neuronet_model", id, { status: model.status }, { status: "queued", hyperParameters: model.hyperParameters }, now);
  await effects.training.start(db, id);
  return modelDto(db, row!);
}

/**
 * Cancels a training: a queued one at once; a running one is asked to stop, which the job
 * notices after its current epoch (on whichever instance runs it) and then marks cancelled.
 */
export async function cancelTraining(db: Db, session: Session, id: string, now: Date): Promise<NeuronetModelDto> {
  const model = await loadModel(db, id, true);
  if (!isTrainingState(model.status)) throw modelConflict("status", "not_training");
  const change = model.status === "queued" ? { status: "cancelled" as const, progress: null } : { cancelRequestedAt: now };
  const [row] = await db.update(neuronetModels).set({ ...change, updatedAt: now }).where(eq(neuronetModels.id, id)).returning();
  await audit(db, session, "neuronet.cancel", "neuronet_model", id, { status: model.status }, change, now);
  return modelDto(db, row!);
}

/** Fails trainings whose process went away (no epoch reported lately, or never picked up). */
export async function failStaleTrainings(db: Db, now: Date): Promise<number> {
  const silentSince = new Date(now.getTime() - STALE_TRAINING_AFTER_MS);
  const queuedSince = new Date(now.getTime() - STALE_QUEUED_AFTER_MS);
  const failed = await db
    .update(neuronetModels)
    .set({ status: "failed", failure: "interrupted", progress: null, updatedAt: now })
    .where(or(and(eq(neuronetModels.status, "training"), lt(neuronetModels.heartbeatAt, silentSince)), and(eq(neuronetModels.status, "queued"), lt(neuronetModels.updatedAt, queuedSince))))
    .returning({ id: neuronetModels.id });
  return failed.length;
}
