import "server-only";
import { and, asc, count, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rateLimitHits } from "@/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { RETENTION } from "@/lib/server/jobs/retention";

const MINUTE = 60_000;

/** Every limit in one place (checklist 7). */
export const RATE_LIMITS = {
  /** Failed password sign-ins from one address. */
  loginFailuresPerIp: { max: 10, windowMs: 10 * MINUTE },
  /** Failed password sign-ins against one account, from anywhere. */
  loginFailuresPerAccount: { max: 10, windowMs: 10 * MINUTE },
  /** E-mails requested to one address (links, resets, verification). */
  mailPerAddress: { max: 5, windowMs: 60 * MINUTE },
  /** E-mails requested from one client address. */
  mailPerIp: { max: 30, windowMs: 60 * MINUTE },
  /** Accounts created from one client address. */
  signupPerIp: { max: 20, windowMs: 60 * MINUTE },
  /** Single-use link redemptions from one address (slows guessing). */
  tokenUsePerIp: { max: 60, windowMs: 10 * MINUTE },
  /** Couple results (and partner answers) computed for one client address. */
  coupleResultPerIp: { max: 30, windowMs: 60 * MINUTE },
  /** Checkout pages opened and payment e-mails set without an account, from one client address. */
  paymentPerIp: { max: 60, windowMs: 60 * MINUTE },
  /** Saves of an unfinished consumer questionnaire from one client address. */
  consumerDataPerIp: { max: 600, windowMs: 10 * MINUTE },
  /** Page views counted from one client address (hashed with the day's salt, never stored plain). */
  pageViewsPerAddress: { max: 120, windowMs: 10 * MINUTE },
  /** Calls to the text-generation provider for one result (checklist 32: per key). */
  reportPerKey: { max: 3, windowMs: 24 * 60 * MINUTE },
  /** Calls to the text-generation provider for one account (checklist 32: per user). */
  reportPerAccount: { max: 10, windowMs: 24 * 60 * MINUTE },
  /** Calls to the text-generation provider from one client address. */
  reportPerIp: { max: 20, windowMs: 60 * MINUTE },
} as const;

export type LimitName = keyof typeof RATE_LIMITS;

/** One limit applied to one subject: `["loginFailuresPerIp", ip]`. */
export type LimitCheck = readonly [LimitName, string];

export function limitKey(name: LimitName, subject: string): string {
  return `${name}:${subject.toLowerCase()}`;
}

/** A counted attempt that can be taken back when it turns out not to count (a right password). */
export interface Reservation {
  release(): Promise<void>;
}

/**
 * Checks and counts in one atomic step (finding 3): inside one transaction each key's
 * advisory lock is taken (in a fixed order, so two requests cannot deadlock), the window
 * is counted, and this attempt is recorded only when every key has room. Of any number of
 * parallel attempts at most `max` get through; the rest answer 429 with Retry-After.
 * PostgreSQL and PGlite both run the same statements.
 */
export async function reserveAttempt(db: Db, checks: readonly LimitCheck[], now: Date): Promise<Reservation> {
  const keyed = checks.map(([name, subject]) => ({ name, key: limitKey(name, subject) })).sort((a, b) => a.key.localeCompare(b.key));
  const ids = await db.transaction(async (tx) => {
    for (const { key } of keyed) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    for (const { name, key } of keyed) {
      const { max, windowMs } = RATE_LIMITS[name];
      const since = new Date(now.getTime() - windowMs);
      const [{ value }] = (await tx
        .select({ value: count() })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.createdAt, since)))) as [{ value: number }];
      if (value >= max) throw await tooManyRequests(tx as unknown as Db, key, windowMs, since, now);
    }
    const inserted = await tx
      .insert(rateLimitHits)
      .values(keyed.map(({ key }) => ({ key, createdAt: now })))
      .returning({ id: rateLimitHits.id });
    return inserted.map((row) => row.id);
  });
  return {
    release: async () => {
      await db.delete(rateLimitHits).where(inArray(rateLimitHits.id, ids));
    },
  };
}

/** Counts an action limited whether or not it succeeds (sending mail, sign-ups): 429 once the window is used. */
export async function consumeLimit(db: Db, name: LimitName, subject: string, now: Date): Promise<void> {
  await reserveAttempt(db, [[name, subject]], now);
}

async function tooManyRequests(db: Db, key: string, windowMs: number, since: Date, now: Date): Promise<AppError> {
  const [oldest] = await db
    .select({ createdAt: rateLimitHits.createdAt })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.createdAt, since)))
    .orderBy(asc(rateLimitHits.createdAt))
    .limit(1);
  const retryAfter = oldest ? Math.max(1, Math.ceil((oldest.createdAt.getTime() + windowMs - now.getTime()) / 1000)) : Math.ceil(windowMs / 1000);
  return new AppError("auth:too_many_requests", 429, { retryAfter, params: { minutes: Math.max(1, Math.ceil(retryAfter / 60)) } });
}

/** Hits past every window (RETENTION.rateLimitHitsMs); run by the hourly purge job. */
export async function purgeOldHits(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.createdAt, new Date(now.getTime() - RETENTION.rateLimitHitsMs)));
}
