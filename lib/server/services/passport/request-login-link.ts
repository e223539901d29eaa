import "server-only";
import type { Db } from "@/db/client";
import type { SessionDomain } from "@/db/schema";
import type { Locale } from "@/i18n/config";
import { findAccountByEmail } from "@/lib/server/auth/accounts";
import { recordAuthEvent } from "@/lib/server/auth/audit";
import { issueOneTimeToken } from "@/lib/server/auth/one-time-tokens";
import { consumeLimit } from "@/lib/server/auth/rate-limit";
import { safeLocalPath } from "@/lib/server/auth/safe-redirect";
import type { MailTemplate } from "@/lib/server/integrations/mail/templates";
import type { RequestMeta } from "../request-meta";
import { linkAreaOf, linkUrl, ownerMailTemplate } from "./links";
import { metaFields } from "./sign-in-with-password";

const TEMPLATES: Partial<Record<SessionDomain, MailTemplate>> = {
  owner: "owner_magic_link",
  estimator: "estimator_magic_link",
  flame: "flame_magic_link",
};

export interface LoginLinkInput {
  domain: "owner" | "estimator" | "flame";
  email: string;
  locale: Locale;
  next?: string;
}

/** Counts an e-mail-sending request against both the address and the client (checklist 7). */
export async function throttleMail(db: Db, email: string, meta: RequestMeta): Promise<void> {
  await consumeLimit(db, "mailPerIp", meta.ip, meta.now);
  await consumeLimit(db, "mailPerAddress", email, meta.now);
}

/**
 * E-mails a one-time sign-in link (15 minutes; a new one replaces the old). The answer
 * is the same whether or not the address has an account (checklist 8).
 */
export async function requestLoginLink(db: Db, input: LoginLinkInput, meta: RequestMeta): Promise<void> {
  const email = input.email.toLowerCase();
  await throttleMail(db, email, meta);
  const account = await findAccountByEmail(db, input.domain, email);
  if (!account || !account.active) return;
  const next = input.next ? safeLocalPath(input.next, "") || undefined : undefined;
  const token = await issueOneTimeToken(db, { kind: "magic_login", domain: input.domain, subjectId: account.id, email, payload: next ? { next } : {}, now: meta.now });
  // A love-product owner gets the love mail and a love-mobile link, whichever page asked.
  const area = await linkAreaOf(db, input.domain, account.id);
  await meta.effects.mail.send(db, {
    to: email,
    locale: account.locale ?? input.locale,
    template: area === "love" ? ownerMailTemplate("love", "magic_login") : TEMPLATES[input.domain]!,
    values: { link: linkUrl(meta.linkBase, "magic_login", area, token) },
    now: meta.now,
  });
  await recordAuthEvent(db, { domain: input.domain, event: "magic_link_sent", subjectId: account.id, email, ...metaFields(meta) });
}
