import "server-only";
import { announceAccountChanged } from "@/lib/server/auth/session-events";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { owners } from "@/db/schema";
import { findAccountById } from "@/lib/server/auth/accounts";
import { recordAuthEvent } from "@/lib/server/auth/audit";
import { consumeOneTimeToken } from "@/lib/server/auth/one-time-tokens";
import { consumeLimit } from "@/lib/server/auth/rate-limit";
import { createSession, type IssuedSession } from "@/lib/server/auth/sessions";
import { AppError } from "@/lib/server/http/app-error";
import type { RequestMeta } from "../request-meta";
import { metaFields } from "./sign-in-with-password";

/**
 * Signs in with an e-mailed link. The link works once and for 15 minutes; an unknown,
 * used or expired link answers `owner:url_expired` (the page offers a new link). Using
 * a link proves the owner reads that mailbox, so an unverified owner becomes verified.
 */
export async function signInWithLink(db: Db, domain: "owner" | "estimator" | "flame", token: string, meta: RequestMeta): Promise<{ issued: IssuedSession; next: string | null }> {
  await consumeLimit(db, "tokenUsePerIp", meta.ip, meta.now);
  const consumed = await consumeOneTimeToken(db, "magic_login", domain, token, meta.now);
  if (!consumed.ok) throw new AppError("owner:url_expired");
  const account = consumed.token.subjectId ? await findAccountById(db, domain, consumed.token.subjectId) : null;
  if (!account || !account.active) throw new AppError("entity_not_found");
  if (account.email !== consumed.token.email) throw new AppError("owner:url_expired");
  if (domain === "owner" && account.status === "unverified") {
    await db.update(owners).set({ status: "verified", emailVerifiedAt: meta.now, updatedAt: meta.now }).where(eq(owners.id, account.id));
    announceAccountChanged({ domain: "owner", subjectId: account.id });
    account.status = "verified";
  }
  const issued = await createSession(db, account, meta.now, meta);
  await recordAuthEvent(db, { domain, event: "magic_link_used", subjectId: account.id, email: account.email, ...metaFields(meta) });
  const next = typeof consumed.token.payload.next === "string" ? consumed.token.payload.next : null;
  return { issued, next };
}
