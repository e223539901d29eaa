import "server-only";
import { and, eq, lt, ne, or } from "drizzle-orm";
import type { Db } from "@/db/client";
import { sessions, type SessionDomain } from "@/db/schema";
import { findSessionWithAccount, touchLastVisit, type Account } from "./accounts";
import { announceSessionsEnded } from "./session-events";
import { SESSION_LIFETIMES, SESSION_TOUCH_INTERVAL_MS } from "./session-policy";
import { hashToken, newToken } from "./tokens";

export interface SessionMeta {
  ip?: string;
  userAgent?: string | null;
  upstreamId?: string | null;
}

export interface Session {
  id: string;
  domain: SessionDomain;
  subjectId: string;
  account: Account;
  upstreamId: string | null;
  absoluteExpiresAt: Date;
  /** The instant the session was checked (the request's); the owner's plan is judged at it. */
  resolvedAt: Date;
}

export interface IssuedSession {
  token: string;
  session: Session;
  /** Cookie Max-Age: until the absolute expiry; the idle limit is enforced on the server. */
  maxAgeSeconds: number;
}

/** Always a fresh random token: a token planted before sign-in can never become valid (checklist 9). */
export async function createSession(db: Db, account: Account, now: Date, meta: SessionMeta = {}): Promise<IssuedSession> {
  const token = newToken();
  const lifetime = SESSION_LIFETIMES[account.domain];
  const absoluteExpiresAt = new Date(now.getTime() + lifetime.absoluteMs);
  const [row] = await db
    .insert(sessions)
    .values({
      domain: account.domain,
      subjectId: account.id,
      tokenHash: hashToken(token),
      createdAt: now,
      lastSeenAt: now,
      idleExpiresAt: new Date(now.getTime() + lifetime.idleMs),
      absoluteExpiresAt,
      upstreamId: meta.upstreamId ?? null,
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
    })
    .returning({ id: sessions.id });
  await touchLastVisit(db, account.domain, account.id, now);
  return {
    token,
    session: { id: row!.id, domain: account.domain, subjectId: account.id, account, upstreamId: meta.upstreamId ?? null, absoluteExpiresAt, resolvedAt: now },
    maxAgeSeconds: lifetime.absoluteMs / 1000,
  };
}

export type ResolveResult =
  | { ok: true; session: Session }
  | { ok: false; reason: "missing" | "expired" | "inactive" | "wrong_domain" };

/**
 * Finds the live session of a token. Expired sessions and sessions of accounts that
 * were disabled or deleted are removed on sight (checklist 13, 14). `domain` is the
 * domain the caller needs; a valid token of another domain answers wrong_domain.
 */
export async function resolveSession(db: Db, token: string, domain: SessionDomain, now: Date, meta: SessionMeta = {}): Promise<ResolveResult> {
  if (!token || token.length > 200) return { ok: false, reason: "missing" };
  const found = await findSessionWithAccount(db, hashToken(token), domain);
  if (!found) return { ok: false, reason: "missing" };
  const { session: row, account } = found;
  if (row.idleExpiresAt <= now || row.absoluteExpiresAt <= now) {
    await db.delete(sessions).where(eq(sessions.id, row.id));
    return { ok: false, reason: "expired" };
  }
  if (row.domain !== domain) return { ok: false, reason: "wrong_domain" };
  if (!account || !account.active) {
    await db.delete(sessions).where(and(eq(sessions.domain, row.domain), eq(sessions.subjectId, row.subjectId)));
    return { ok: false, reason: "inactive" };
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    const idleExpiresAt = new Date(Math.min(now.getTime() + SESSION_LIFETIMES[row.domain].idleMs, row.absoluteExpiresAt.getTime()));
    await db
      .update(sessions)
      .set({ lastSeenAt: now, idleExpiresAt, ...(meta.upstreamId ? { upstreamId: meta.upstreamId } : {}) })
      .where(eq(sessions.id, row.id));
    await touchLastVisit(db, row.domain, row.subjectId, now);
  }
  return {
    ok: true,
    session: {
      id: row.id,
      domain: row.domain,
      subjectId: row.subjectId,
      account,
      upstreamId: meta.upstreamId ?? row.upstreamId,
      absoluteExpiresAt: row.absoluteExpiresAt,
      resolvedAt: now,
    },
  };
}

export async function revokeSessionByToken(db: Db, token: string): Promise<void> {
  const [row] = await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token))).returning();
  if (row) announceSessionsEnded({ domain: row.domain, subjectId: row.subjectId, sessionIds: [row.id] });
}

/** Ends every session of an account except `keepSessionId` (password change keeps the current one). */
export async function revokeAccountSessions(db: Db, domain: SessionDomain, subjectId: string, keepSessionId?: string): Promise<number> {
  const removed = await deleteAccountSessions(db, domain, subjectId, keepSessionId);
  announceAccountSessionsEnded(domain, subjectId, removed, keepSessionId);
  return removed.length;
}

/** The deleting half of `revokeAccountSessions`, for a transaction; announce after it commits. */
export async function deleteAccountSessions(db: Db, domain: SessionDomain, subjectId: string, keepSessionId?: string): Promise<string[]> {
  const condition = and(
    eq(sessions.domain, domain),
    eq(sessions.subjectId, subjectId),
    keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
  );
  const removed = await db.delete(sessions).where(condition).returning({ id: sessions.id });
  return removed.map((r) => r.id);
}

/** Tells open live sockets of those sessions that they ended (checklist 12, 14). */
export function announceAccountSessionsEnded(domain: SessionDomain, subjectId: string, removedIds: string[], keepSessionId?: string): void {
  if (removedIds.length) announceSessionsEnded({ domain, subjectId, sessionIds: keepSessionId ? removedIds : "all" });
}

export async function purgeExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.idleExpiresAt, now), lt(sessions.absoluteExpiresAt, now)));
}
