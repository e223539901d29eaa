import "server-only";
import type { Db } from "@/db/client";
import { flameUsers } from "@/db/schema";
import type { Locale } from "@/i18n/config";
import { recordAuthEvent } from "@/lib/server/auth/audit";
import { consumeLimit } from "@/lib/server/auth/rate-limit";
import type { RequestMeta } from "../request-meta";
import { requestLoginLink } from "./request-login-link";
import { metaFields } from "./sign-in-with-password";

/**
 * POST /owner/flame/signup: the flame consumer gives an e-mail and gets a sign-in link.
 * New and existing addresses get the same answer and the same e-mail (no enumeration).
 */
export async function signUpFlameUser(db: Db, email: string, locale: Locale, meta: RequestMeta): Promise<void> {
  const address = email.toLowerCase();
  await consumeLimit(db, "signupPerIp", meta.ip, meta.now);
  const created = await db
    .insert(flameUsers)
    .values({ email: address, locale, createdAt: meta.now, updatedAt: meta.now })
    .onConflictDoNothing()
    .returning({ id: flameUsers.id });
  if (created[0]) await recordAuthEvent(db, { domain: "flame", event: "signup", subjectId: created[0].id, email: address, ...metaFields(meta) });
  await requestLoginLink(db, { domain: "flame", email: address, locale }, meta);
}
