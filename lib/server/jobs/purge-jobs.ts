import "server-only";
import { and, eq, isNotNull, lt, notExists, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { mailOutbox, sceneRuns, scenes } from "@/db/schema";
import { purgeExpiredTokens } from "@/lib/server/auth/one-time-tokens";
import { purgeOldHits } from "@/lib/server/auth/rate-limit";
import { purgeExpiredSessions } from "@/lib/server/auth/sessions";
import { purgePastSalts } from "@/lib/server/services/analytics/daily-salt";
import { purgeOldPageViews } from "@/lib/server/services/analytics/record-page-view";
import { purgeExpiredDrafts } from "@/lib/server/services/consumer/drafts";
import type { LogFn } from "@/lib/server/effects";
import { errorFields } from "@/lib/server/log";
import type { JobQueue } from "./queue";
import { JOB_SCHEDULES, RETENTION } from "./retention";

export const PURGE_QUEUE = "purge-expired";

/**
 * Runs older than RETENTION.sceneRunsMs go, with their render data, unless a scene still
 * points at one as its last run (scenes.last_run_id, the only reference to a run: the
 * comparisons and the history keep copies of a run's numbers, not its id).
 */
export async function purgeOldRuns(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - RETENTION.sceneRunsMs);
  const lastRun = db.select({ one: sql`1` }).from(scenes).where(eq(scenes.lastRunId, sceneRuns.id));
  const removed = await db.delete(sceneRuns).where(and(lt(sceneRuns.createdAt, cutoff), notExists(lastRun))).returning({ id: sceneRuns.id });
  return removed.length;
}

/**
 * Bodies older than RETENTION.mailBodiesMs are dropped (the row stays as a record); a message
 * still queued that long was lost by the queue and is marked failed.
 */
export async function purgeOldMailBodies(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - RETENTION.mailBodiesMs);
  const cleared = await db
    .update(mailOutbox)
    .set({
      text: null,
      html: null,
      status: sql`case when ${mailOutbox.status} = 'queued' then 'failed' else ${mailOutbox.status} end`,
      error: sql`case when ${mailOutbox.status} = 'queued' then 'not delivered in time' else ${mailOutbox.error} end`,
    })
    .where(and(lt(mailOutbox.createdAt, cutoff), or(isNotNull(mailOutbox.text), isNotNull(mailOutbox.html))))
    .returning({ id: mailOutbox.id });
  return cleared.length;
}

/** Everything past its lifetime; each step runs even when another fails (the job then fails and logs). */
export async function purgeExpired(db: Db, now: Date, log: LogFn): Promise<void> {
  const steps: Array<[string, () => Promise<unknown>]> = [
    ["sessions", () => purgeExpiredSessions(db, now)],
    ["one-time tokens", () => purgeExpiredTokens(db, now)],
    ["rate-limit hits", () => purgeOldHits(db, now)],
    ["scene runs", () => purgeOldRuns(db, now)],
    ["mail bodies", () => purgeOldMailBodies(db, now)],
    ["consumer drafts", () => purgeExpiredDrafts(db, now)],
    ["page views", () => purgeOldPageViews(db, now)],
    ["analytics salts", () => purgePastSalts(db, now)],
  ];
  const failed: string[] = [];
  for (const [name, step] of steps) {
    try {
      await step();
    } catch (error) {
      failed.push(name);
      log("jobs").error({ step: name, err: errorFields(error) }, "purge step failed");
    }
  }
  if (failed.length) throw new Error(`purge failed: ${failed.join(", ")}`);
}

/** The hourly purge: pg-boss's cron sends one job per tick across all instances. */
export async function registerPurgeJob(queue: JobQueue): Promise<{ name: string; workerId: string }> {
  await queue.boss.createQueue(PURGE_QUEUE);
  await queue.boss.schedule(PURGE_QUEUE, JOB_SCHEDULES.purge, {}, { tz: "UTC" });
  const workerId = await queue.boss.work(PURGE_QUEUE, { pollingIntervalSeconds: queue.options.pollingIntervalSeconds }, async () => {
    await purgeExpired(queue.db, queue.effects.clock.now(), queue.effects.log);
  });
  return { name: PURGE_QUEUE, workerId };
}
