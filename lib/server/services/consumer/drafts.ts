import "server-only";
import { eq, gt, and, lt } from "drizzle-orm";
import type { Db } from "@/db/client";
import { consumerDrafts } from "@/db/schema";
import { consumeLimit } from "@/lib/server/auth/rate-limit";
import { hashToken } from "@/lib/server/auth/tokens";
import { AppError } from "@/lib/server/http/app-error";
import { RETENTION } from "@/lib/server/jobs/retention";
import type { RequestMeta } from "../request-meta";

/** The largest pending state kept for one key (a whole couple questionnaire is about 4 KB). */
export const MAX_DRAFT_BYTES = 32 * 1024;

/**
 * POST /owner/data {key, data}: keeps a consumer's unfinished questionnaire under a key
 * the browser chose (a secret: only its hash is stored), replacing what was there.
 */
export async function saveConsumerData(db: Db, key: string, data: Record<string, unknown>, meta: RequestMeta): Promise<void> {
  if (Buffer.byteLength(JSON.stringify(data), "utf8") > MAX_DRAFT_BYTES) throw new AppError("validation:payload_too_large", 413);
  await consumeLimit(db, "consumerDataPerIp", meta.ip, meta.now);
  const expiresAt = new Date(meta.now.getTime() + RETENTION.consumerDraftsMs);
  await db
    .insert(consumerDrafts)
    .values({ keyHash: hashToken(key), data, updatedAt: meta.now, expiresAt })
    .onConflictDoUpdate({ target: consumerDrafts.keyHash, set: { data, updatedAt: meta.now, expiresAt } });
}

/** GET /owner/data/{id}: the pending state kept under this key; 404 when there is none (or it expired). */
export async function readConsumerData(db: Db, key: string, now: Date): Promise<{ data: Record<string, unknown>; updatedAt: string }> {
  const [row] = await db
    .select()
    .from(consumerDrafts)
    .where(and(eq(consumerDrafts.keyHash, hashToken(key)), gt(consumerDrafts.expiresAt, now)))
    .limit(1);
  if (!row) throw new AppError("not_found");
  return { data: row.data, updatedAt: row.updatedAt.toISOString() };
}

export async function deleteConsumerData(db: Db, key: string): Promise<void> {
  await db.delete(consumerDrafts).where(eq(consumerDrafts.keyHash, hashToken(key)));
}

export async function purgeExpiredDrafts(db: Db, now: Date): Promise<number> {
  const removed = await db.delete(consumerDrafts).where(lt(consumerDrafts.expiresAt, now)).returning({ keyHash: consumerDrafts.keyHash });
  return removed.length;
}
