import "server-only";
import { announceAccountChanged } from "@/lib/server/auth/session-events";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { owners } from "@/db/schema";
import type { Locale } from "@/i18n/config";
import { findAccountById, type Account } from "@/lib/server/auth/accounts";
import { recordAuthEvent } from "@/lib/server/auth/audit";
import { consumeOneTimeToken, issueOneTimeToken } from "@/lib/server/auth/one-time-tokens";
import { consumeLimit } from "@/lib/server/auth/rate-limit";
import { createSession, type IssuedSession } from "@/lib/server/auth/sessions";
import { AppError } from "@/lib/server/http/app-error";
import type { RequestMeta } from "../request-meta";
import { linkUrl, ownerArea, ownerMailTemplate } from "./links";
import { throttleMail } from "./request-login-link";
import { metaFields } from "./sign-in-with-password";

/**
 * Issues (replacing any earlier one) and e-mails a 24-hour verification link for the owner's
 * current address, in the owner's product: a love account's mail and link stay in love-mobile.
 */
export async function sendVerificationLink(db: Db, account: Account, locale: Locale, meta: RequestMeta): Promise<void> {
  const token = await issueOneTimeToken(db, { kind: "email_verification", domain: "owner", subjectId: account.id, email: account.email, now: meta.now });
  const area = (await ownerArea(db, account.id)) ?? "owner";
  await meta.effects.mail.send(db, {
    to: account.email,
    locale: account.locale ?? locale,
    template: ownerMailTemplate(area, "email_verification"),
    values: { link: linkUrl(meta.linkBase, "email_verification", area, token) },
    now: meta.now,
  });
  await recordAuthEvent(db, { domain: "owner", event: "verification_sent", subjectId: account.id, email: account.email, ...metaFields(meta) });
}

/** POST /owner/mail/verification-link: a signed-in, unverified owner asks for a new link. */
export async function requestVerificationLink(db: Db, account: Account, locale: Locale, meta: RequestMeta): Promise<void> {
  if (account.status === "verified") throw new AppError("owner:url_count");
  await throttleMail(db, account.email, meta);
  await sendVerificationLink(db, account, locale, meta);
}

/**
 * Uses a verification link: marks the address verified and signs this browser in. The
 * link is bound to the address it was sent to, so it dies when the e-mail changes
 * (checklist 3); an already verified owner answers `owner:url_count`.
 */
export async function verifyOwnerEmail(db: Db, token: string, meta: RequestMeta): Promise<IssuedSession> {
  await consumeLimit(db, "tokenUsePerIp", meta.ip, meta.now);
  const consumed = await consumeOneTimeToken(db, "email_verification", "owner", token, meta.now);
  if (!consumed.ok) throw new AppError("owner:url_expired");
  const account = consumed.token.subjectId ? await findAccountById(db, "owner", consumed.token.subjectId) : null;
  if (!account || !account.active) throw new AppError("entity_not_found");
  if (account.email !== consumed.token.email) throw new AppError("owner:url_expired");
  if (account.status === "verified") throw new AppError("owner:url_count");
  await db.update(owners).set({ status: "verified", emailVerifiedAt: meta.now, updatedAt: meta.now }).where(eq(owners.id, account.id));
  announceAccountChanged({ domain: "owner", subjectId: account.id });
  account.status = "verified";
  await recordAuthEvent(db, { domain: "owner", event: "email_verified", subjectId: account.id, email: account.email, ...metaFields(meta) });
  return createSession(db, account, meta.now, meta);
}
