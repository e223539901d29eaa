import "server-only";
import { createHash } from "node:crypto";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "@/db/client";
import { neuronetArtifacts, neuronetModels } from "@/db/schema";
import { MIN_TRAINING_PROFILES } from "@/lib/contracts/neuronet";
import { splitRows } from "@/lib/neuronet";
import type { ServerEffects } from "@/lib/server/effects";
import { trainInWorker } from "@/lib/server/jobs/neuronet-training";
import { errorFields } from "@/lib/server/log";
import { toMetricsDto } from "./metrics-dto";
import { currentEncoding, loadTrainingRows } from "./training-data";

/**
 * The training job's work (on whichever instance the queue gives it to): claims the queued
 * model, encodes today's graded profiles, trains in a worker thread while recording each
 * epoch (and noticing a cancel request from any instance), then stores the artifact and the
 * test-split metrics. Every ending is written on the model: trained, cancelled or failed.
 */
export async function runTraining(db: Db, modelId: string, effects: Pick<ServerEffects, "clock" | "log">): Promise<void> {
  const log = effects.log("neuronet");
  const [model] = await db
    .update(neuronetModels)
    .set({ status: "training", trainingStartedAt: effects.clock.now(), heartbeatAt: effects.clock.now(), progress: null, updatedAt: effects.clock.now() })
    .where(and(eq(neuronetModels.id, modelId), eq(neuronetModels.status, "queued"), isNull(neuronetModels.cancelRequestedAt)))
    .returning();
  // Cancelled, deleted or taken by another job meanwhile: nothing to do.
  if (!model) return;
  const finish = (change: Partial<typeof neuronetModels.$inferInsert>) =>
    db.update(neuronetModels).set({ progress: null, cancelRequestedAt: null, updatedAt: effects.clock.now(), ...change }).where(eq(neuronetModels.id, modelId));
  try {
    const encoding = await currentEncoding(db);
    const rows = await loadTrainingRows(db, encoding);
    const split = splitRows(rows.map((r) => r.id), model.hyperParameters.testShare, model.hyperParameters.seed);
    if (rows.length < MIN_TRAINING_PROFILES || !split.train.length || !split.test.length) {
      await finish({ status: "failed", failure: "too_few_profiles" });
      return;
    }
    const controller = new AbortController();
    const result = await trainInWorker(
      { rows, inputSize: encoding.features.length, encoding: encoding.id, hyper: model.hyperParameters },
      {
        signal: controller.signal,
        onEpoch: async (progress) => {
          const [state] = await db
            .update(neuronetModels)
            .set({ progress, heartbeatAt: effects.clock.now() })
            .where(eq(neuronetModels.id, modelId))
            .returning({ cancelRequestedAt: neuronetModels.cancelRequestedAt });
          if (!state || state.cancelRequestedAt) controller.abort();
        },
      },
    );
    if (result === "cancelled") {
      await finish({ status: "cancelled" });
      log.info({ modelId }, "training cancelled");
      return;
    }
    const document = JSON.stringify(result.artifact);
    const now = effects.clock.now();
    await db.transaction(async (tx) => {
      const [artifact] = await tx
        .insert(neuronetArtifacts)
        .values({ modelId, document, byteSize: Buffer.byteLength(document), sha256: createHash("sha256").update(document).digest("hex"), createdAt: now })
        .returning({ key: neuronetArtifacts.key });
      await tx.delete(neuronetArtifacts).where(and(eq(neuronetArtifacts.modelId, modelId), ne(neuronetArtifacts.key, artifact!.key)));
      await tx
        .update(neuronetModels)
        .set({
          status: "trained", source: "trained", artifactKey: artifact!.key, encoding: encoding.id, metrics: toMetricsDto(result.metrics),
          trainingSetSize: result.metrics.trainSize, testSetSize: result.metrics.testSize, trainedAt: now, progress: null, cancelRequestedAt: null, failure: null, updatedAt: now,
        })
        .where(eq(neuronetModels.id, modelId));
    });
    log.info({ modelId, trainSize: result.metrics.trainSize, testSize: result.metrics.testSize, beatsBaseline: result.metrics.beatsBaseline }, "training finished");
  } catch (error) {
    log.error({ err: errorFields(error), modelId }, "training failed");
    await finish({ status: "failed", failure: "training_error" }).catch(() => undefined);
  }
}
