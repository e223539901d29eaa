import "server-only";
import { and, asc, count, eq, gt, lt } from "drizzle-orm";
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
} as const;

export type LimitName = keyof typeof RATE_LIMITS;

export function limitKey(name: LimitName, subject: string): string {
  return `${name}:${subject.toLowerCase()}`;
}

/** Throws 429 with Retry-After when the key already used its window. Does not count this attempt. */
export async function assertWithinLimit(db: Db, name: LimitName, subject: string, now: Date): Promise<void> {
  const { max, windowMs } = RATE_LIMITS[name];
  const key = limitKey(name, subject);
  const since = new Date(now.getTime() - windowMs);
  const [{ value }] = (await db
    .select({ value: count() })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.createdAt, since)))) as [{ value: number }];
  if (value < max) return;
  const [oldest] = await db
    .select({ createdAt: rateLimitHits.createdAt })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.createdAt, since)))
    .orderBy(asc(rateLimitHits.createdAt))
    .limit(1);
  const retryAfter = oldest ? Math.max(1, Math.ceil((oldest.createdAt.getTime() + windowMs - now.getTime()) / 1000)) : Math.ceil(windowMs / 1000);
  throw new AppError("auth:too_many_requests", 429, { retryAfter, params: { minutes: Math.max(1, Math.ceil(retryAfter / 60)) } });
}

export async function recordHit(db: Db, name: LimitName, subject: string, now: Date): Promise<void> {
  await db.insert(rateLimitHits).values({ key: limitKey(name, subject), createdAt: now });
}

/** Checks then counts: for actions limited whether or not they succeed (sending mail, sign-ups). */
export async function consumeLimit(db: Db, name: LimitName, subject: string, now: Date): Promise<void> {
  await assertWithinLimit(db, name, subject, now);
  await recordHit(db, name, subject, now);
}

/** Hits past every window (RETENTION.rateLimitHitsMs); run by the hourly purge job. */
export async function purgeOldHits(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.createdAt, new Date(now.getTime() - RETENTION.rateLimitHitsMs)));
}
