import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { neuronetModels } from "@/db/schema";
import type { NeuronetModelDto } from "@/lib/contracts/neuronet";
import type { Session } from "@/lib/server/auth/sessions";
import { audit } from "../admin/audit";
import { isTrainingState, loadModel, modelConflict, modelDto } from "./model-dto";
import { usableNetwork } from "./predictions";

/** One lock for every publication, so two at once switch one after the other. */
const PUBLISH_LOCK = sql`pg_advisory_xact_lock(hashtext('neuronet.publish'))`;

/**
 * Makes a model the published one: the one whose suggestions estimators and owners see.
 * Runs inside the request's transaction (route atomic): under the lock the previous model is
 * unpublished and this one published, so readers see one or the other, never none or two
 * (the partial unique index would refuse two anyway). Only a model that can predict today's
 * profiles and beats the majority baseline on its test split may be published.
 */
export async function publishModel(db: Db, session: Session, id: string, now: Date): Promise<NeuronetModelDto> {
  // Its own transaction (a savepoint inside the request's), so the lock holds whoever calls.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select ${PUBLISH_LOCK}`);
    const model = await loadModel(tx, id, true);
    if (isTrainingState(model.status)) throw modelConflict("status", "training_in_progress");
    await usableNetwork(tx, model);
    if (!model.metrics) throw modelConflict("metrics", "not_measured");
    if (!model.metrics.beatsBaseline) throw modelConflict("metrics", "below_baseline");
    if (model.published) return modelDto(tx, model);
    const [previous] = await tx.update(neuronetModels).set({ published: false, updatedAt: now }).where(eq(neuronetModels.published, true)).returning({ id: neuronetModels.id });
    const [row] = await tx.update(neuronetModels).set({ published: true, publishedAt: now, updatedAt: now }).where(eq(neuronetModels.id, id)).returning();
    await audit(tx, session, "neuronet.publish", "neuronet_model", id, { published: previous?.id ?? null }, { published: id }, now);
    return modelDto(tx, row!);
  });
}
