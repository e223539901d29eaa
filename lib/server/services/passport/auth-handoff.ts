import "server-only";
import type { Db } from "@/db/client";
import { findAccountById } from "@/lib/server/auth/accounts";
import { recordAuthEvent } from "@/lib/server/auth/audit";
import { consumeOneTimeToken, issueOneTimeToken } from "@/lib/server/auth/one-time-tokens";
import { consumeLimit } from "@/lib/server/auth/rate-limit";
import { createSession, type IssuedSession, type Session } from "@/lib/server/auth/sessions";
import { AppError } from "@/lib/server/http/app-error";
import type { RequestMeta } from "../request-meta";
import { metaFields } from "./sign-in-with-password";

/**
 * Hands a signed-in owner's session to another client (the mobile app, or the love
 * host): the signed-in client asks for an authId (single use, one minute) and the
 * other client exchanges it at POST /owner/preauthenticate for a session of its own.
 */
export async function issueAuthHandoff(db: Db, session: Session, meta: RequestMeta): Promise<string> {
  const authId = await issueOneTimeToken(db, { kind: "auth_handoff", domain: "owner", subjectId: session.subjectId, email: session.account.email, now: meta.now });
  await recordAuthEvent(db, { domain: "owner", event: "handoff_issued", subjectId: session.subjectId, ...metaFields(meta) });
  return authId;
}

export async function preauthenticate(db: Db, authId: string, meta: RequestMeta): Promise<IssuedSession> {
  await consumeLimit(db, "tokenUsePerIp", meta.ip, meta.now);
  const consumed = await consumeOneTimeToken(db, "auth_handoff", "owner", authId, meta.now);
  if (!consumed.ok) throw new AppError("owner:url_expired");
  const account = consumed.token.subjectId ? await findAccountById(db, "owner", consumed.token.subjectId) : null;
  if (!account || !account.active || account.email !== consumed.token.email) throw new AppError("entity_not_found");
  await recordAuthEvent(db, { domain: "owner", event: "handoff_used", subjectId: account.id, ...metaFields(meta) });
  return createSession(db, account, meta.now, meta);
}
