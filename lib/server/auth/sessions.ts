import "server-only";
import { and, eq, lt, ne, or } from "drizzle-orm";
import type { Db } from "@/db/client";
import { sessions, type SessionDomain } from "@/db/schema";
import { touchLastVisit, type Account } from "./accounts";
import { SessionCache, sessionCache, type CachedSession } from "./session-cache";
import { announceSessionsEnded } from "./session-events";
import { SESSION_LIFETIMES, SESSION_TOUCH_INTERVAL_MS } from "./session-policy";
import { findSessionWithAccount } from "./session-queries";
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
 * A session read a moment ago comes from the process's cache (session-cache.ts): its
 * expiry and touch are judged here all the same.
 */
export async function resolveSession(db: Db, token: string, domain: SessionDomain, now: Date, meta: SessionMeta = {}, cache: SessionCache = sessionCache()): Promise<ResolveResult> {
  if (!token || token.length > 200) return { ok: false, reason: "missing" };
  const tokenHash = hashToken(token);
  const key = SessionCache.key(domain, tokenHash);
  let live = cache.get(key, now);
  if (live && (live.idleExpiresAt <= now || live.absoluteExpiresAt <= now)) {
    cache.delete(key);
    await db.delete(sessions).where(eq(sessions.id, live.id));
    return { ok: false, reason: "expired" };
  }
  if (!live) {
    const read = await readSession(db, cache, tokenHash, domain, now);
    if (!read.ok) return read;
    live = read.live;
    cache.store(key, live, now, read.epoch);
  }
  if (now.getTime() - live.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    const idleExpiresAt = new Date(Math.min(now.getTime() + SESSION_LIFETIMES[live.domain].idleMs, live.absoluteExpiresAt.getTime()));
    await db
      .update(sessions)
      .set({ lastSeenAt: now, idleExpiresAt, ...(meta.upstreamId ? { upstreamId: meta.upstreamId } : {}) })
      .where(eq(sessions.id, live.id));
    await touchLastVisit(db, live.domain, live.subjectId, now);
    cache.touched(key, now, idleExpiresAt, meta.upstreamId ?? live.upstreamId);
  }
  return {
    ok: true,
    session: {
      id: live.id,
      domain: live.domain,
      subjectId: live.subjectId,
      account: live.account,
      upstreamId: meta.upstreamId ?? live.upstreamId,
      absoluteExpiresAt: live.absoluteExpiresAt,
      resolvedAt: now,
    },
  };
}

/** The database half of `resolveSession`, with the cache's epoch taken before the read. */
async function readSession(db: Db, cache: SessionCache, tokenHash: string, domain: SessionDomain, now: Date): Promise<{ ok: true; live: CachedSession; epoch: number } | Extract<ResolveResult, { ok: false }>> {
  const epoch = cache.epoch();
  const found = await findSessionWithAccount(db, tokenHash, domain);
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
  const { id, subjectId, upstreamId, lastSeenAt, idleExpiresAt, absoluteExpiresAt } = row;
  return { ok: true, epoch, live: { id, domain: row.domain, subjectId, upstreamId, lastSeenAt, idleExpiresAt, absoluteExpiresAt, account } };
}

export async function revokeSessionByToken(db: Db, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  const [row] = await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).returning();
  if (row) sessionCache().delete(SessionCache.key(row.domain, tokenHash));
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
