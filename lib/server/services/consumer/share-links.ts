import "server-only";
import { and, count, eq, isNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { coupleResults, resultLinks } from "@/db/schema";
import type { SharedResultDto } from "@/lib/contracts/consumer";
import type { Session } from "@/lib/server/auth/sessions";
import { newToken } from "@/lib/server/auth/tokens";
import { AppError } from "@/lib/server/http/app-error";
import type { RequestMeta } from "../request-meta";
import { resolveResult } from "./couple-results";
import { shareSummaryOf } from "./share-summary";

/** Live links one result may have at a time. */
export const MAX_SHARE_LINKS = 5;

/** POST /owner/compatibility/{key}/links: a new link to the result's summary. */
export async function createShareLink(db: Db, session: Session | null, ref: string, meta: Pick<RequestMeta, "now">): Promise<{ token: string; createdAt: string }> {
  const row = await resolveResult(db, session, ref);
  const [{ live }] = (await db.select({ live: count() }).from(resultLinks).where(and(eq(resultLinks.resultId, row.id), isNull(resultLinks.revokedAt)))) as [{ live: number }];
  if (live >= MAX_SHARE_LINKS) throw new AppError("auth:too_many_requests", 429, { params: { minutes: 1 } });
  const token = newToken();
  await db.insert(resultLinks).values({ token, resultId: row.id, createdAt: meta.now });
  return { token, createdAt: meta.now.toISOString() };
}

/** DELETE /owner/compatibility/{key}/links/{token}: the link answers 404 from now on. */
export async function revokeShareLink(db: Db, session: Session | null, ref: string, token: string, meta: Pick<RequestMeta, "now">): Promise<void> {
  const row = await resolveResult(db, session, ref);
  const revoked = await db
    .update(resultLinks)
    .set({ revokedAt: meta.now })
    .where(and(eq(resultLinks.token, token), eq(resultLinks.resultId, row.id), isNull(resultLinks.revokedAt)))
    .returning({ token: resultLinks.token });
  if (!revoked.length) throw new AppError("not_found");
}

/**
 * GET /owner/compatibility/shared/{token}: what anyone holding a share link sees: first
 * names, avatars, the four scores with their bands and the date. Nothing else of the
 * result (answers, traits, birth dates, contributors, report) ever leaves (checklist 21).
 */
export async function readSharedResult(db: Db, token: string): Promise<SharedResultDto> {
  const [row] = await db
    .select({ people: coupleResults.people, result: coupleResults.result, locale: coupleResults.locale, createdAt: coupleResults.createdAt })
    .from(resultLinks)
    .innerJoin(coupleResults, eq(coupleResults.id, resultLinks.resultId))
    .where(and(eq(resultLinks.token, token), isNull(resultLinks.revokedAt)))
    .limit(1);
  if (!row) throw new AppError("compatibility:not_found");
  return shareSummaryOf(row, row.locale);
}
