import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { coupleResults, flameUsers } from "@/db/schema";
import type { Locale } from "@/i18n/config";
import { recordAuthEvent } from "@/lib/server/auth/audit";
import { consumeLimit } from "@/lib/server/auth/rate-limit";
import type { Session } from "@/lib/server/auth/sessions";
import type { RequestMeta } from "../request-meta";
import { requestLoginLink } from "../passport/request-login-link";
import { metaFields } from "../passport/sign-in-with-password";
import { resolveResult, type CoupleResultRow } from "./couple-results";

/** The page a saved result opens on, by id: only its flame account may open it so. */
export function savedResultPath(resultId: string): string {
  return `/main/questionnaire-result/${resultId}`;
}

/**
 * POST /owner/save/flame {id, email}: keeps a result in the flame account of that address
 * (created when new) and e-mails a sign-in link that opens the result on any device. A
 * result another account already keeps stays there; the answer is the same either way
 * (no enumeration of addresses or results).
 */
export async function saveFlameResult(db: Db, session: Session | null, input: { id: string; email: string; ln?: Locale | undefined }, locale: Locale, meta: RequestMeta): Promise<void> {
  const row = await resolveResult(db, session, input.id);
  await saveFlameRow(db, row, input.email, input.ln ?? locale, meta);
}

/** Keeps a result in the flame account of `email` (created when new) and e-mails the sign-in link that opens it. */
export async function saveFlameRow(db: Db, row: CoupleResultRow, email: string, locale: Locale, meta: RequestMeta): Promise<void> {
  const address = email.toLowerCase();
  await consumeLimit(db, "signupPerIp", meta.ip, meta.now);
  const created = await db
    .insert(flameUsers)
    .values({ email: address, locale, createdAt: meta.now, updatedAt: meta.now })
    .onConflictDoNothing()
    .returning({ id: flameUsers.id });
  if (created[0]) await recordAuthEvent(db, { domain: "flame", event: "signup", subjectId: created[0].id, email: address, ...metaFields(meta) });
  const [user] = await db.select({ id: flameUsers.id, status: flameUsers.status }).from(flameUsers).where(eq(flameUsers.email, address)).limit(1);
  if (user && user.status === "active") {
    await db.update(coupleResults).set({ flameUserId: user.id, updatedAt: meta.now }).where(and(eq(coupleResults.id, row.id), isNull(coupleResults.flameUserId)));
  }
  await requestLoginLink(db, { domain: "flame", email: address, locale, next: savedResultPath(row.id) }, meta);
}
