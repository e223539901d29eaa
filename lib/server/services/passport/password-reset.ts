import "server-only";
import type { Db } from "@/db/client";
import type { Locale } from "@/i18n/config";
import { findAccountByEmail, findAccountById } from "@/lib/server/auth/accounts";
import { replacePassword } from "@/lib/server/auth/credentials";
import { recordAuthEvent } from "@/lib/server/auth/audit";
import { consumeOneTimeToken, issueOneTimeToken } from "@/lib/server/auth/one-time-tokens";
import { hashPassword, isCommonPassword } from "@/lib/server/auth/passwords";
import { consumeLimit } from "@/lib/server/auth/rate-limit";
import { createSession, type IssuedSession } from "@/lib/server/auth/sessions";
import { AppError } from "@/lib/server/http/app-error";
import type { RequestMeta } from "../request-meta";
import { linkAreaOf, linkUrl, ownerMailTemplate } from "./links";
import { throttleMail } from "./request-login-link";
import { metaFields } from "./sign-in-with-password";

type ResettableDomain = "owner" | "estimator";

/** E-mails a reset link (1 hour). Same answer for unknown addresses (checklist 8). */
export async function requestPasswordReset(db: Db, domain: ResettableDomain, email: string, locale: Locale, meta: RequestMeta): Promise<void> {
  const address = email.toLowerCase();
  await throttleMail(db, address, meta);
  const account = await findAccountByEmail(db, domain, address);
  if (!account || !account.active) return;
  const token = await issueOneTimeToken(db, { kind: "password_reset", domain, subjectId: account.id, email: address, now: meta.now });
  const area = await linkAreaOf(db, domain, account.id);
  await meta.effects.mail.send(db, {
    to: address,
    locale: account.locale ?? locale,
    template: area === "estimator" ? "estimator_password_reset" : ownerMailTemplate(area === "love" ? "love" : "owner", "password_reset"),
    values: { link: linkUrl(meta.linkBase, "password_reset", area, token) },
    now: meta.now,
  });
  await recordAuthEvent(db, { domain, event: "password_reset_sent", subjectId: account.id, email: address, ...metaFields(meta) });
}

export function assertAcceptablePassword(password: string): void {
  if (isCommonPassword(password)) throw new AppError("validation:invalid_body", 400, { fields: { password: "password_common" } });
}

/**
 * Sets a new password from a reset link, ends every session of the account, then
 * signs this browser in afresh (checklist 12).
 */
export async function resetPassword(db: Db, domain: ResettableDomain, token: string, password: string, meta: RequestMeta): Promise<IssuedSession> {
  assertAcceptablePassword(password);
  await consumeLimit(db, "tokenUsePerIp", meta.ip, meta.now);
  const consumed = await consumeOneTimeToken(db, "password_reset", domain, token, meta.now);
  if (!consumed.ok) throw new AppError("owner:url_expired");
  const account = consumed.token.subjectId ? await findAccountById(db, domain, consumed.token.subjectId) : null;
  if (!account || !account.active || account.email !== consumed.token.email) throw new AppError("auth:user_not_found");
  await replacePassword(db, domain, account.id, await hashPassword(password), meta.now);
  await recordAuthEvent(db, { domain, event: "password_reset_done", subjectId: account.id, email: account.email, ...metaFields(meta) });
  return createSession(db, account, meta.now, meta);
}
