import "server-only";
import PgBoss from "pg-boss";
import { getDatabase, type DatabaseHandle, type Db } from "@/db/client";
import type { ServerEffects } from "@/lib/server/effects";
import { errorFields } from "@/lib/server/log";
import { registerEmbeddedMaintenanceJob } from "./embedded-maintenance";
import { registerMailJob } from "./mail-job";
import { registerNeuronetJob } from "./neuronet-job";
import { registerPurgeJob } from "./purge-jobs";
import { recoverStaleRuns, registerRecoverRunsJob } from "./recover-runs";
import { MAIL_DELIVERY, QUEUE_HOUSEKEEPING, STALE_RUN_AFTER_MS } from "./retention";
import { pgliteExecutor, poolExecutor, type SqlExecutor } from "./sql-executors";

export interface JobsOptions {
  /** How often an idle worker looks for work (pg-boss's default 2 s; tests use 0.5). */
  pollingIntervalSeconds: number;
  /** Mail delivery retries (tests shorten them). */
  mail: { retryLimit: number; retryDelaySeconds: number; expireInSeconds: number };
}

const DEFAULTS: JobsOptions = { pollingIntervalSeconds: 2, mail: MAIL_DELIVERY };

/** The started queue, for code that enqueues. */
export interface JobQueue {
  /** The database the queue lives in: only work on this database may be enqueued. */
  readonly db: Db;
  readonly boss: PgBoss;
  readonly options: JobsOptions;
  /** The clock, live hub, mailer and logger the jobs use: the composition root's, from server.ts. */
  readonly effects: ServerEffects;
  /** Sends a job and wakes this process's worker of that queue instead of waiting for its next poll. */
  send(name: string, data: object, options?: PgBoss.SendOptions): Promise<string | null>;
}

interface Running {
  queue: JobQueue;
  executor: SqlExecutor;
}

// On globalThis: server.ts starts the queue, route handlers (Next's bundle, a separate copy
// of this module) enqueue on it.
const KEY = Symbol.for("accordo.jobs");
type Holder = { [KEY]?: { starting: Promise<Running | undefined>; running?: Running } };

/** The running queue, or undefined when none was started (tests, CLI scripts). */
export function jobQueue(): JobQueue | undefined {
  return (globalThis as Holder)[KEY]?.running?.queue;
}

/**
 * Starts background work on the app's database (or the one given): first fails the runs a
 * crashed process left running, then starts pg-boss (it creates its schema "pgboss" on first
 * use) with the mail worker and the scheduled purge and run-recovery jobs (on the embedded
 * database also its vacuum, embedded-maintenance.ts). A queue that
 * cannot start is logged and left off: mail is then delivered inline, as without a queue.
 */
export async function startJobs(effects: ServerEffects, handle?: DatabaseHandle, options: Partial<JobsOptions> = {}): Promise<JobQueue | undefined> {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const entry: NonNullable<Holder[typeof KEY]> = { starting: Promise.resolve(undefined) };
    entry.starting = (async () => {
      entry.running = await start(effects, handle ?? (await getDatabase()), { ...DEFAULTS, ...options });
      return entry.running;
    })();
    holder[KEY] = entry;
  }
  return (await holder[KEY].starting)?.queue;
}

async function start(effects: ServerEffects, handle: DatabaseHandle, options: JobsOptions): Promise<Running | undefined> {
  const logger = effects.log("jobs");
  const bootedAt = effects.clock.now();
  try {
    await recoverStaleRuns(handle.db, effects, new Date(bootedAt.getTime() - STALE_RUN_AFTER_MS), bootedAt);
  } catch (error) {
    logger.error({ err: errorFields(error) }, "boot recovery of runs failed");
  }
  const executor = "pglite" in handle.queueConnection ? pgliteExecutor(handle.queueConnection.pglite) : poolExecutor(handle.queueConnection.url);
  const boss = new PgBoss({ db: executor, ...QUEUE_HOUSEKEEPING });
  boss.on("error", (error) => logger.error({ err: errorFields(error) }, "queue error"));
  const workers = new Map<string, string>();
  const queue: JobQueue = {
    db: handle.db,
    boss,
    options,
    effects,
    async send(name, data, sendOptions = {}) {
      const id = await boss.send(name, data, sendOptions);
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
      return id;
    },
  };
  try {
    const started = Date.now();
    await boss.start();
    const embeddedOnly = handle.driver === "pglite" ? [registerEmbeddedMaintenanceJob] : [];
    for (const register of [registerMailJob, registerPurgeJob, registerRecoverRunsJob, registerNeuronetJob, ...embeddedOnly]) {
      const { name, workerId } = await register(queue);
      workers.set(name, workerId);
    }
    logger.info({ driver: handle.driver, ms: Date.now() - started }, "job queue started");
    return { queue, executor };
  } catch (error) {
    logger.error({ err: errorFields(error) }, "job queue did not start; mail is delivered inline");
    await boss.stop({ graceful: false }).catch(() => undefined);
    await executor.close().catch(() => undefined);
    return undefined;
  }
}

/**
 * Stops the workers (waiting up to 3 s for jobs in progress; pg-boss hands any still running
 * back for a retry) and lets go of the database. Safe to call when nothing was started.
 */
export async function stopJobs(): Promise<void> {
  const holder = globalThis as Holder;
  const entry = holder[KEY];
  delete holder[KEY];
  const running = await entry?.starting;
  if (!running) return;
  try {
    await running.queue.boss.stop({ graceful: true, timeout: 3_000, wait: true });
  } catch (error) {
    running.queue.effects.log("jobs").error({ err: errorFields(error) }, "queue did not stop cleanly");
  }
  await running.executor.close();
}
