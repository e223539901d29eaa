import "server-only";
import type { Db } from "@/db/client";
import { findAccountById } from "@/lib/server/auth/accounts";
import { consumeOneTimeToken, issueOneTimeToken } from "@/lib/server/auth/one-time-tokens";
import { TOKEN_LIFETIMES_MS } from "@/lib/server/auth/session-policy";
import type { Session } from "@/lib/server/auth/sessions";
import { sessions } from "@/db/schema";
import { eq } from "drizzle-orm";

export const LIVE_PATH = "/api/v1/live";

/** Checklist 29: the socket opens with a short-lived, single-use ticket minted over an authenticated request. */
export async function issueLiveTicket(db: Db, session: Session, now: Date): Promise<{ ticket: string; url: string; expiresIn: number }> {
  const ticket = await issueOneTimeToken(db, { kind: "live_ticket", domain: session.domain, subjectId: session.subjectId, payload: { sessionId: session.id }, now, replacePrevious: false });
  return { ticket, url: `${LIVE_PATH}?token=${ticket}`, expiresIn: TOKEN_LIFETIMES_MS.live_ticket / 1000 };
}

export interface LiveIdentity {
  ownerId: string;
  sessionId: string;
}

/** Uses a ticket once; the session it was minted for must still be alive, and the account active. */
export async function redeemLiveTicket(db: Db, ticket: string, now: Date): Promise<LiveIdentity | null> {
  const consumed = await consumeOneTimeToken(db, "live_ticket", "owner", ticket, now);
  if (!consumed.ok || !consumed.token.subjectId) return null;
  const sessionId = consumed.token.payload.sessionId;
  if (typeof sessionId !== "string") return null;
  const [session] = await db.select().from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  if (!session || session.subjectId !== consumed.token.subjectId || session.idleExpiresAt <= now || session.absoluteExpiresAt <= now) return null;
  const account = await findAccountById(db, "owner", consumed.token.subjectId);
  if (!account?.active) return null;
  return { ownerId: consumed.token.subjectId, sessionId };
}
