import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import type { Db } from "@/db/client";
import { analyticsSalts } from "@/db/schema";
import { isoDay } from "@/lib/engine/core/dates";

/** The UTC day of an instant, YYYY-MM-DD: analytics count days in UTC. */
export function utcDay(at: Date): string {
  return isoDay(at);
}

/**
 * The day's random salt, made by the first request of the day (every instance reads the same
 * row, so one visitor is one hash across instances) and deleted by the purge once the day is
 * over: the hashes of past days can then no longer be matched to an address.
 */
export async function dailySalt(db: Db, now: Date): Promise<string> {
  const day = utcDay(now);
  await db.insert(analyticsSalts).values({ day, salt: randomBytes(32).toString("base64url") }).onConflictDoNothing();
  const [row] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
  return row!.salt;
}

export function saltedHash(salt: string, ...parts: string[]): string {
  return createHash("sha256").update([salt, ...parts].join("\u0000")).digest("base64url").slice(0, 32);
}

/** Salts of days before today; run by the hourly purge job. */
export async function purgePastSalts(db: Db, now: Date): Promise<void> {
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, utcDay(now)));
}
