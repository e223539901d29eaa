import "server-only";

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long data is kept, in one place (docs/operations.md, "Background jobs and retention").
 * The purge job (purge-jobs.ts) applies these every hour. Sessions and one-time tokens
 * (sign-in links, live-channel tickets) carry their own expiry and go once it has passed.
 */
export const RETENTION = {
  /** Rate-limit hits: well past the longest window in RATE_LIMITS (1 day), checked by a test. */
  rateLimitHitsMs: 48 * HOUR,
  /** A consumer's unfinished questionnaire (POST /owner/data), counted from its last save. */
  consumerDraftsMs: 30 * DAY,
  /** Scene runs (their render data) that are no longer any scene's last run. */
  sceneRunsMs: 30 * DAY,
  /** First-party page views (the administrator's charts show at most 90 days). */
  pageViewsMs: 180 * DAY,
  /** Message bodies in mail_outbox (the developer outbox page; mail never delivered). */
  mailBodiesMs: 7 * DAY,
} as const;

/**
 * A run still "running" this long after it started has lost the process that ran it: a run
 * takes well under a second (p99 ~0.3 s under load, docs/operations.md). Boot recovery fails
 * running runs created before boot minus this grace, and a sweep every minute fails those
 * older than now minus this grace, so a run another live instance is executing is never
 * touched while one left by a crash just before a restart is still failed soon after.
 */
export const STALE_RUN_AFTER_MS = 2 * MINUTE;

/**
 * Instances sharing a database (lib/server/jobs/instance-heartbeat.ts, docs/operations.md):
 * each writes a heartbeat every INSTANCE_HEARTBEAT_MS; one not seen for INSTANCE_LOST_AFTER_MS
 * (four missed heartbeats: a long GC pause or a slow database does not count as death) is
 * gone, and every instance looks for runs of lost instances every LOST_RUN_SWEEP_MS. A run of
 * an instance that dies is therefore failed, visibly, at most 20 + 5 = 25 s after the
 * instance's last heartbeat, which is at most that long after it died.
 */
export const INSTANCE_HEARTBEAT_MS = 5 * SECOND;
export const INSTANCE_LOST_AFTER_MS = 20 * SECOND;
export const LOST_RUN_SWEEP_MS = 5 * SECOND;
/** Rows of instances gone this long are deleted (they only help reading the table meanwhile). */
export const INSTANCE_ROW_KEPT_MS = DAY;

/** Cron expressions (UTC) of the scheduled jobs. */
export const JOB_SCHEDULES = {
  purge: "17 * * * *",
  recoverRuns: "* * * * *",
  /** After the purge: the embedded database's vacuum reclaims what the purge deleted. */
  embeddedMaintenance: "47 * * * *",
} as const;

/** E-mail delivery: 5 retries, ~5 s doubling each time (5-10, 10-20 ... 80-160 s: ~5 min in all). */
export const MAIL_DELIVERY = {
  retryLimit: 5,
  retryDelaySeconds: 5,
  /** An attempt running longer has hung (nodemailer's own timeouts add up to ~40 s). */
  expireInSeconds: 120,
} as const;

/**
 * pg-boss's own tables: jobs carry no secrets (a mail job holds only its outbox row's id),
 * so these only keep the tables small. Completed jobs leave the job table after an hour,
 * failed ones after a day; the archive is emptied after 7 days. (pg-boss disables cron
 * below 60 s of archiving, so an hour is also a safe floor.)
 */
export const QUEUE_HOUSEKEEPING = {
  archiveCompletedAfterSeconds: HOUR / SECOND,
  archiveFailedAfterSeconds: DAY / SECOND,
  deleteAfterDays: 7,
} as const;
