import "server-only";
import { lt } from "drizzle-orm";
import type { Db } from "@/db/client";
import { pageViews } from "@/db/schema";
import { hostMatches } from "@/i18n/hosts";
import type { Locale } from "@/i18n/config";
import type { RecordPageViewBody } from "@/lib/contracts/analytics";
import { env } from "@/lib/env";
import { consumeLimit } from "@/lib/server/auth/rate-limit";
import { RETENTION } from "@/lib/server/jobs/retention";
import { dailySalt, saltedHash } from "./daily-salt";
import { isAutomatedAgent, normalisePagePath, referrerHostOf } from "./page-path";

export interface PageViewRequest {
  ip: string;
  userAgent: string | null;
  host: string;
  locale: Locale;
  now: Date;
}

/**
 * One page view (or the plans opened), first-party: the path normalised, the host's product
 * and language, the referrer's host. Neither the address nor the agent is stored; the rate
 * limit and the daily visitor count use them only salted and hashed with the day's salt.
 */
export async function recordPageView(db: Db, body: RecordPageViewBody, request: PageViewRequest): Promise<{ ok: true }> {
  const salt = await dailySalt(db, request.now);
  await consumeLimit(db, "pageViewsPerAddress", saltedHash(salt, request.ip), request.now);
  await db.insert(pageViews).values({
    kind: body.kind ?? "page",
    path: normalisePagePath(body.path),
    product: hostMatches(request.host, env().LOVE_HOSTS) ? "love" : "platform",
    locale: request.locale,
    referrerHost: referrerHostOf(body.referrer, request.host),
    visitor: saltedHash(salt, request.ip, request.userAgent ?? ""),
    automated: isAutomatedAgent(request.userAgent),
    at: request.now,
  });
  return { ok: true };
}

/** Page views older than RETENTION.pageViewsMs; run by the hourly purge job. */
export async function purgeOldPageViews(db: Db, now: Date): Promise<void> {
  await db.delete(pageViews).where(lt(pageViews.at, new Date(now.getTime() - RETENTION.pageViewsMs)));
}
