import "server-only";
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "@/db/client";
import { sceneRuns } from "@/db/schema";
import type { ErrorCode } from "@/lib/contracts/errors";
import type { ServerEffects } from "@/lib/server/effects";
import { failStaleTrainings } from "@/lib/server/services/neuronet/training";
import type { JobQueue } from "./queue";
import { JOB_SCHEDULES, STALE_RUN_AFTER_MS } from "./retention";

export const RECOVER_RUNS_QUEUE = "recover-runs";

/** What a lost run reports: the catalogue's generic run failure, as run-scene.ts's crash path. */
const LOST_RUN_CODE: ErrorCode = "scene:error";

/**
 * Fails the runs still "running" that were created before `startedBefore`: their process is
 * gone (a crash or a kill mid-run), so nothing else would ever finish them. Their owners'
 * open tabs are told as run-scene.ts's `fail` tells them. Returns how many were failed.
 */
export async function recoverStaleRuns(db: Db, effects: Pick<ServerEffects, "live" | "log">, startedBefore: Date, now: Date): Promise<number> {
  const failed = await db
    .update(sceneRuns)
    .set({ status: "failed", error: LOST_RUN_CODE, finishedAt: now })
    .where(and(eq(sceneRuns.status, "running"), lt(sceneRuns.createdAt, startedBefore)))
    .returning({ ruid: sceneRuns.id, sceneId: sceneRuns.sceneId, ownerId: sceneRuns.ownerId });
  for (const run of failed) effects.live.publish(run.ownerId, { type: "rejectScene", sceneId: run.sceneId, ruid: run.ruid, code: LOST_RUN_CODE });
  if (failed.length) effects.log("jobs").warn({ count: failed.length, startedBefore: startedBefore.toISOString() }, "runs left running by a stopped process marked failed");
  return failed.length;
}

/**
 * Every minute, runs older than STALE_RUN_AFTER_MS: boot recovery leaves alone the runs of the
 * last couple of minutes before boot (another instance may be executing them), so a run cut
 * short by a crash just before a restart is failed here shortly after. Trainings of the grading
 * network whose job stopped reporting are failed here too (training.ts).
 */
export async function registerRecoverRunsJob(queue: JobQueue): Promise<{ name: string; workerId: string }> {
  await queue.boss.createQueue(RECOVER_RUNS_QUEUE);
  await queue.boss.schedule(RECOVER_RUNS_QUEUE, JOB_SCHEDULES.recoverRuns, {}, { tz: "UTC" });
  const workerId = await queue.boss.work(RECOVER_RUNS_QUEUE, { pollingIntervalSeconds: queue.options.pollingIntervalSeconds }, async () => {
    const now = queue.effects.clock.now();
    await recoverStaleRuns(queue.db, queue.effects, new Date(now.getTime() - STALE_RUN_AFTER_MS), now);
    const trainings = await failStaleTrainings(queue.db, now);
    if (trainings) queue.effects.log("jobs").warn({ count: trainings }, "trainings left by a stopped process marked failed");
  });
  return { name: RECOVER_RUNS_QUEUE, workerId };
}
