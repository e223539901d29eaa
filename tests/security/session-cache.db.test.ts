import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { sessions } from "@/db/schema";
import { inTransaction } from "@/db/transaction-scope";
import { SessionCache, listenToSessionEvents, sessionCache } from "@/lib/server/auth/session-cache";
import { announceAccountChanged } from "@/lib/server/auth/session-events";
import { SESSION_TOUCH_INTERVAL_MS } from "@/lib/server/auth/session-policy";
import { resolveSession } from "@/lib/server/auth/sessions";
import { hashToken } from "@/lib/server/auth/tokens";
import { createOwner, lastTokenTo, PASSWORD } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { call, type CallOptions } from "../support/http";
import { ownerWithSession } from "../support/owner-session";
import * as r from "../support/routes";
import { administratorWithSession, estimatorWithSession } from "../support/staff-session";

// Issue 14: resolved sessions are cached in the process. Every change a request makes to what
// a session carries must be seen by the very next request, through the real route layer.
// Each test first makes a request so that the session is cached, then changes it.

const MINUTE = 60_000;

async function bearerOf(email: string, password = PASSWORD): Promise<Record<string, string>> {
  const login = await call(r.ownerLogin, { body: { username: email, password }, headers: { "x-auth-transport": "bearer" }, origin: null });
  expect(login.status).toBe(200);
  return { authorization: `Bearer ${login.body.accessToken as string}` };
}

/** A team creation the policy judges first (verified owner, simulator tier); its actors exist nowhere. */
function createTeam(auth: Pick<CallOptions, "cookies" | "headers">) {
  return call(r.sceneCreate, { ...auth, body: { title: "Cache probe", actors: [randomUUID(), randomUUID(), randomUUID()].map((profileId) => ({ profileId, events: [] })) } });
}

describeEachDatabase("session cache: every change is seen by the next request", ({ get, clock }) => {
  beforeEach(() => sessionCache().clear());

  /** Asserts the session of `cookies` is in the app's cache now, so what follows tests invalidation. */
  function expectCached(cookies: Record<string, string>, domain: "owner" | "estimator" = "owner") {
    const token = cookies[`sid_${domain}`]!;
    expect(sessionCache().get(SessionCache.key(domain, hashToken(token)), clock.now())?.domain).toBe(domain);
  }

  it("logout, then the same token at once: 401 (cookie and bearer)", async () => {
    const { cookies } = await ownerWithSession(get().db, "cache-logout@example.com");
    expect((await call(r.ownerSelfGet, { cookies })).status).toBe(200);
    expectCached(cookies);
    expect((await call(r.ownerLogout, { method: "POST", cookies })).status).toBe(200);
    expect((await call(r.ownerSelfGet, { cookies })).status).toBe(401);

    const bearer = await bearerOf("cache-logout@example.com");
    expect((await call(r.ownerSelfGet, { headers: bearer })).status).toBe(200);
    await call(r.ownerLogout, { method: "POST", headers: bearer, origin: null });
    expect((await call(r.ownerSelfGet, { headers: bearer })).status).toBe(401);
  });

  it("password change: other sessions 401 at once; the kept session knows the new password", async () => {
    const { cookies } = await ownerWithSession(get().db, "cache-password@example.com");
    const phone = await bearerOf("cache-password@example.com");
    expect((await call(r.ownerSelfGet, { cookies })).status).toBe(200);
    expect((await call(r.ownerSelfGet, { headers: phone })).status).toBe(200);
    expectCached(cookies);

    const first = await call(r.ownerSelfPatch, { method: "PATCH", body: { currentPassword: PASSWORD, password: "Cache-Secret-One-1", repeatPassword: "Cache-Secret-One-1" }, cookies });
    expect(first.status).toBe(200);
    expect((await call(r.ownerSelfGet, { headers: phone })).status).toBe(401);
    // The kept session carries the account's password hash: a stale one would refuse this.
    const second = await call(r.ownerSelfPatch, { method: "PATCH", body: { currentPassword: "Cache-Secret-One-1", password: "Cache-Secret-Two-2", repeatPassword: "Cache-Secret-Two-2" }, cookies });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const stale = await call(r.ownerSelfPatch, { method: "PATCH", body: { currentPassword: "Cache-Secret-One-1", password: "Cache-Secret-Three-3" }, cookies });
    expect(stale.body.fields).toMatchObject({ currentPassword: "incorrect_password" });
  });

  it("account deleted by its owner, or by an administrator, or blocked: 401 at once", async () => {
    const { db } = get();
    const admin = await administratorWithSession(db, "cache-admin-1@example.com");
    const self = await ownerWithSession(db, "cache-self-delete@example.com");
    const deleted = await ownerWithSession(db, "cache-admin-delete@example.com");
    const blocked = await ownerWithSession(db, "cache-admin-block@example.com");
    for (const { cookies } of [self, deleted, blocked]) {
      expect((await call(r.ownerSelfGet, { cookies })).status).toBe(200);
      expectCached(cookies);
    }

    expect((await call(r.ownerSelfDelete, { method: "DELETE", body: { confirmation: "Delete" }, cookies: self.cookies })).status).toBe(200);
    expect((await call(r.ownerSelfGet, { cookies: self.cookies })).status).toBe(401);

    expect((await call(r.admOwnerDelete, { method: "DELETE", params: { id: deleted.owner.id }, cookies: admin.cookies })).status).toBe(200);
    expect((await call(r.ownerSelfGet, { cookies: deleted.cookies })).status).toBe(401);

    expect((await call(r.admOwnerPatch, { method: "PATCH", params: { id: blocked.owner.id }, body: { status: "blocked" }, cookies: admin.cookies })).status).toBe(200);
    expect((await call(r.ownerSelfGet, { cookies: blocked.cookies })).status).toBe(401);
  });

  it("an estimator disabled or deleted by an administrator: 401 at once", async () => {
    const { db } = get();
    const admin = await administratorWithSession(db, "cache-admin-2@example.com");
    const disabled = await estimatorWithSession(db, "cache-disabled@example.com");
    const removed = await estimatorWithSession(db, "cache-removed@example.com");
    for (const { cookies } of [disabled, removed]) {
      expect((await call(r.estimatorSelfGet, { cookies })).status).toBe(200);
      expectCached(cookies, "estimator");
    }

    expect((await call(r.admEstimatorPatch, { method: "PATCH", params: { id: disabled.estimator.id }, body: { status: "disabled" }, cookies: admin.cookies })).status).toBe(200);
    expect((await call(r.estimatorSelfGet, { cookies: disabled.cookies })).status).toBe(401);
    expect((await call(r.admEstimatorDelete, { method: "DELETE", params: { id: removed.estimator.id }, cookies: admin.cookies })).status).toBe(200);
    expect((await call(r.estimatorSelfGet, { cookies: removed.cookies })).status).toBe(401);
  });

  it("plan change: the next request is judged on the new tier (granted, then ended)", async () => {
    const { db } = get();
    const admin = await administratorWithSession(db, "cache-admin-3@example.com");
    const { owner, cookies } = await ownerWithSession(db, "cache-plan@example.com", { plan: "none" });
    expect((await createTeam({ cookies })).body.code).toBe("subscription:not_in_plan");
    expectCached(cookies);

    expect((await call(r.admGrantPlan, { params: { id: owner.id }, body: { plan: "demo_3_day_simulator" }, cookies: admin.cookies })).status).toBe(200);
    const granted = await createTeam({ cookies });
    expect(granted.body.code).not.toBe("subscription:not_in_plan");
    expect(granted.status).not.toBe(403);

    expect((await call(r.admEndPlan, { method: "DELETE", params: { id: owner.id }, cookies: admin.cookies })).status).toBe(200);
    expect((await createTeam({ cookies })).body.code).toBe("subscription:not_in_plan");
  });

  it("verification: a changed e-mail makes the owner unverified at once; the link verifies at once", async () => {
    const { db } = get();
    const { cookies } = await ownerWithSession(db, "cache-verify@example.com");
    expect((await createTeam({ cookies })).body.code).not.toBe("owner:not_verified");
    expectCached(cookies);

    expect((await call(r.ownerSelfPatch, { method: "PATCH", body: { email: "cache-verify-new@example.com" }, cookies })).status).toBe(200);
    const refused = await createTeam({ cookies });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("owner:not_verified");

    const link = await lastTokenTo(db, "cache-verify-new@example.com");
    expect((await call(r.ownerVerify, { method: "POST", params: { token: link } })).status).toBe(200);
    expect((await createTeam({ cookies })).body.code).not.toBe("owner:not_verified");
  });

  it("an administrator's change of an owner's address or status reaches the owner's cached session", async () => {
    const { db } = get();
    const admin = await administratorWithSession(db, "cache-admin-4@example.com");
    const { owner, cookies } = await ownerWithSession(db, "cache-admin-edit@example.com");
    expect((await createTeam({ cookies })).body.code).not.toBe("owner:not_verified");
    expectCached(cookies);
    expect((await call(r.admOwnerPatch, { method: "PATCH", params: { id: owner.id }, body: { status: "unverified" }, cookies: admin.cookies })).status).toBe(200);
    expect((await createTeam({ cookies })).body.code).toBe("owner:not_verified");
  });

  it("a locale change is carried by the next request's session", async () => {
    const { db } = get();
    const { owner, cookies } = await ownerWithSession(db, "cache-locale@example.com");
    expect((await call(r.ownerSelfGet, { cookies })).status).toBe(200);
    expectCached(cookies);
    expect((await call(r.ownerSelfPatch, { method: "PATCH", body: { locale: "ru" }, cookies })).status).toBe(200);
    const resolved = await resolveSession(db, cookies.sid_owner!, "owner", clock.now());
    expect(resolved.ok && resolved.session.account).toMatchObject({ id: owner.id, locale: "ru" });
  });
});

describeEachDatabase("session cache: expiry, touch and transactions", ({ get, clock }) => {
  // A cache that would keep entries for a year: what is judged below is the session, not the TTL.
  let cache: SessionCache;
  beforeEach(() => {
    cache = new SessionCache({ ttlMs: 365 * 24 * 60 * MINUTE, maxEntries: 100 });
  });

  async function signIn(email: string) {
    await createOwner(get().db, email);
    const login = await call(r.ownerLogin, { body: { username: email, password: PASSWORD } });
    return login.setCookies.sid_owner!.value;
  }

  it("a cached session ends at its idle deadline and is removed from the database", async () => {
    const { db } = get();
    const token = await signIn("cache-idle@example.com");
    expect((await resolveSession(db, token, "owner", clock.now(), {}, cache)).ok).toBe(true);
    const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    clock.advance(30 * 24 * 60 * MINUTE + 1000);
    expect(await resolveSession(db, token, "owner", clock.now(), {}, cache)).toEqual({ ok: false, reason: "expired" });
    expect(await db.select().from(sessions).where(eq(sessions.id, row!.id))).toHaveLength(0);
    expect(await resolveSession(db, token, "owner", clock.now(), {}, cache)).toEqual({ ok: false, reason: "missing" });
  });

  it("a cached session still ends at its absolute deadline however often it is used", async () => {
    const { db } = get();
    const token = await signIn("cache-absolute@example.com");
    for (let day = 0; day < 180; day += 20) {
      expect((await resolveSession(db, token, "owner", clock.now(), {}, cache)).ok).toBe(true);
      clock.advance(20 * 24 * 60 * MINUTE);
    }
    expect(await resolveSession(db, token, "owner", clock.now(), {}, cache)).toEqual({ ok: false, reason: "expired" });
  });

  it("served from the cache, lastSeenAt is written once per touch interval, as without it", async () => {
    const { db } = get();
    const token = await signIn("cache-touch@example.com");
    const lastSeen = async () => (await db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token))))[0]!.lastSeenAt.getTime();
    const signedInAt = await lastSeen();
    await resolveSession(db, token, "owner", clock.now(), {}, cache);
    clock.advance(SESSION_TOUCH_INTERVAL_MS - 1000);
    await resolveSession(db, token, "owner", clock.now(), {}, cache);
    expect(await lastSeen()).toBe(signedInAt);
    clock.advance(1000);
    await resolveSession(db, token, "owner", clock.now(), {}, cache);
    expect(await lastSeen()).toBe(clock.now().getTime());
    const touchedAt = clock.now().getTime();
    clock.advance(MINUTE);
    await resolveSession(db, token, "owner", clock.now(), {}, cache);
    expect(await lastSeen()).toBe(touchedAt);
  });

  it("a change announced inside a transaction is dropped again when it commits (a read in between saw the old row)", async () => {
    const { db } = get();
    const stop = listenToSessionEvents(cache);
    try {
      const key = SessionCache.key("owner", "hash-in-transaction");
      const token = await signIn("cache-transaction@example.com");
      const live = await resolveSession(db, token, "owner", clock.now(), {}, cache);
      if (!live.ok) throw new Error("no session");
      const { session } = live;
      await inTransaction(db, async () => {
        announceAccountChanged({ domain: "owner", subjectId: session.subjectId });
        // Another request reads the not yet committed row and stores it, after the announcement.
        cache.store(key, { ...session, lastSeenAt: clock.now(), idleExpiresAt: clock.now(), upstreamId: null }, clock.now(), cache.epoch());
        expect(cache.get(key, clock.now())).toBeDefined();
      });
      expect(cache.get(key, clock.now())).toBeUndefined();
    } finally {
      stop();
    }
  });
});
