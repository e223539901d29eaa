import "server-only";
import type { Db } from "@/db/client";
import { transactionOf } from "@/db/transaction-scope";
import type { ServerEffects, TrainingLauncher } from "@/lib/server/effects";
import { errorFields } from "@/lib/server/log";
import { runTraining } from "@/lib/server/services/neuronet/run-training";
import type { JobQueue } from "./queue";

export const NEURONET_TRAINING_QUEUE = "neuronet-train";

/** A training job carries only the model's id; the job reads everything else when it starts. */
export interface TrainingJob {
  modelId: string;
}

/** Longer than any training the hyper-parameter bounds allow on 2,000 profiles (docs/neuronet.md). */
const TRAINING_EXPIRES_SECONDS = 60 * 60;

/** One training at a time per instance: each fills a core with its worker thread. */
export async function registerNeuronetJob(queue: JobQueue): Promise<{ name: string; workerId: string }> {
  await queue.boss.createQueue(NEURONET_TRAINING_QUEUE);
  const workerId = await queue.boss.work<TrainingJob>(NEURONET_TRAINING_QUEUE, { batchSize: 1, pollingIntervalSeconds: queue.options.pollingIntervalSeconds }, async ([job]) => {
    if (job) await runTraining(queue.db, job.data.modelId, queue.effects);
  });
  return { name: NEURONET_TRAINING_QUEUE, workerId };
}

/**
 * Starts queued trainings once the request that queued them commits: through the job queue
 * when one runs on this database (any instance may take it; a lost one is failed by the
 * run-recovery job), otherwise (CLI, database tests) in this process's background, never on
 * the request's own path.
 */
export function queuedTraining(queue: () => JobQueue | undefined, effects: () => ServerEffects): TrainingLauncher {
  const inBackground = (db: Db, modelId: string) => {
    const running = runTraining(db, modelId, effects());
    running.catch((error: unknown) => effects().log("neuronet").error({ err: errorFields(error), modelId }, "background training failed"));
    return running;
  };
  return {
    async start(db, modelId) {
      const transaction = transactionOf(db);
      const root = transaction?.root ?? db;
      const launch = async () => {
        const running = queue();
        if (running && running.db === root) {
          try {
            const job: TrainingJob = { modelId };
            await running.send(NEURONET_TRAINING_QUEUE, job, { retryLimit: 0, expireInSeconds: TRAINING_EXPIRES_SECONDS });
            return;
          } catch (error) {
            effects().log("neuronet").error({ err: errorFields(error), modelId }, "could not enqueue a training; training in this process");
          }
        }
        void inBackground(root, modelId);
      };
      if (transaction) transaction.afterCommit(launch);
      else await launch();
    },
  };
}
