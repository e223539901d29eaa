import "server-only";
import { and, eq, isNotNull, lt, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { instances, runSlots, sceneRuns } from "@/db/schema";
import type { ErrorCode } from "@/lib/contracts/errors";
import type { ServerEffects } from "@/lib/server/effects";
import { failStaleTrainings } from "@/lib/server/services/neuronet/training";
import type { JobQueue } from "./queue";
import { INSTANCE_LOST_AFTER_MS, JOB_SCHEDULES, STALE_RUN_AFTER_MS } from "./retention";

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
 * Fails the runs still "running" whose instance has not written its heartbeat for
 * INSTANCE_LOST_AFTER_MS (or has shut down and removed its row): it died mid-run, and pub/sub
 * carries no work, so nothing would finish them. Each is failed once whichever instances sweep
 * at the same time (the update's row lock), and its owner's open tabs, on any instance, are
 * told as run-scene.ts's `fail` tells them. The run slots of lost instances go too. Every
 * instance calls this every LOST_RUN_SWEEP_MS (instance-heartbeat.ts). Returns how many runs.
 */
export async function recoverLostRuns(db: Db, effects: Pick<ServerEffects, "live" | "log">, now: Date): Promise<number> {
  const aliveSince = new Date(now.getTime() - INSTANCE_LOST_AFTER_MS).toISOString();
  const lost = (instanceColumn: typeof sceneRuns.instanceId | typeof runSlots.instanceId) =>
    sql`not exists (select 1 from ${instances} where ${instances.id} = ${instanceColumn} and ${instances.lastSeen} > ${aliveSince})`;
  const failed = await db
    .update(sceneRuns)
    .set({ status: "failed", error: LOST_RUN_CODE, finishedAt: now })
    .where(and(eq(sceneRuns.status, "running"), isNotNull(sceneRuns.instanceId), lost(sceneRuns.instanceId)))
    .returning({ ruid: sceneRuns.id, sceneId: sceneRuns.sceneId, ownerId: sceneRuns.ownerId, instanceId: sceneRuns.instanceId });
  for (const run of failed) effects.live.publish(run.ownerId, { type: "rejectScene", sceneId: run.sceneId, ruid: run.ruid, code: LOST_RUN_CODE });
  if (failed.length) effects.log("jobs").warn({ count: failed.length, instances: [...new Set(failed.map((r) => r.instanceId))] }, "runs of an instance that stopped marked failed");
  await db.delete(runSlots).where(lost(runSlots.instanceId));
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
