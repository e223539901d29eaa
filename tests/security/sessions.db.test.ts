import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { estimators, sessions } from "@/db/schema";
import { sessionCache } from "@/lib/server/auth/session-cache";
import { sessionEvents, type SessionsEnded } from "@/lib/server/auth/session-events";
import { createAdministrator, createEstimator, createOwner, lastTokenTo, PASSWORD } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { call } from "../support/http";
import { adminLogin, adminSelf, estimatorLogin, estimatorSelfGet, ownerForgot, ownerLogin, ownerLogout, ownerReset, ownerSelfDelete, ownerSelfGet, ownerSelfPatch } from "../support/routes";

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

async function signIn(email: string, ip = "192.0.2.10") {
  const result = await call(ownerLogin, { body: { username: email, password: PASSWORD }, ip });
  expect(result.status).toBe(200);
  return result.setCookies.sid_owner!.value;
}

async function bearerSignIn(email: string) {
  const result = await call(ownerLogin, { body: { username: email, password: PASSWORD }, headers: { "x-auth-transport": "bearer" }, origin: null });
  expect(result.status).toBe(200);
  expect(result.setCookies.sid_owner).toBeUndefined();
  return result.body.accessToken as string;
}

function collectEnded(): SessionsEnded[] {
  const ended: SessionsEnded[] = [];
  sessionEvents().on("ended", (e: SessionsEnded) => ended.push(e));
  return ended;
}

describeEachDatabase("checklist 9-14: sessions", ({ get, clock }) => {
  it("9: signing in issues a new token; a token planted before is never accepted and the old one ends", async () => {
    await createOwner(get().db, "fixation@example.com");
    const planted = "attacker-chosen-token-value-0123456789";
    const login = await call(ownerLogin, { body: { username: "fixation@example.com", password: PASSWORD }, cookies: { sid_owner: planted } });
    const issued = login.setCookies.sid_owner!.value;
    expect(issued).not.toBe(planted);
    expect((await call(ownerSelfGet, { cookies: { sid_owner: planted } })).status).toBe(401);
    expect((await call(ownerSelfGet, { cookies: { sid_owner: issued } })).status).toBe(200);

    const again = await call(ownerLogin, { body: { username: "fixation@example.com", password: PASSWORD }, cookies: { sid_owner: issued } });
    expect(again.setCookies.sid_owner!.value).not.toBe(issued);
    expect((await call(ownerSelfGet, { cookies: { sid_owner: issued } })).status).toBe(401);
  });

  it("10: the session cookie is HttpOnly, SameSite=Lax, Path=/ with a Max-Age", async () => {
    await createOwner(get().db, "flags@example.com");
    const login = await call(ownerLogin, { body: { username: "flags@example.com", password: PASSWORD } });
    const attributes = login.setCookies.sid_owner!.attributes;
    expect(attributes).toContain("HttpOnly");
    expect(attributes).toContain("SameSite=Lax");
    expect(attributes).toContain("Path=/");
    expect(attributes).toMatch(/Max-Age=\d+/);
  });

  it("11: logout revokes the session on the server: replayed cookie and bearer token answer 401", async () => {
    await createOwner(get().db, "logout@example.com");
    const cookie = await signIn("logout@example.com");
    const logout = await call(ownerLogout, { method: "POST", cookies: { sid_owner: cookie } });
    expect(logout.status).toBe(200);
    expect(logout.setCookies.sid_owner!.attributes).toContain("Max-Age=0");
    expect((await call(ownerSelfGet, { cookies: { sid_owner: cookie } })).status).toBe(401);

    const bearer = await bearerSignIn("logout@example.com");
    expect((await call(ownerSelfGet, { headers: { authorization: `Bearer ${bearer}` } })).status).toBe(200);
    await call(ownerLogout, { method: "POST", headers: { authorization: `Bearer ${bearer}` }, origin: null });
    expect((await call(ownerSelfGet, { headers: { authorization: `Bearer ${bearer}` } })).status).toBe(401);
  });

  it("12: a password change ends every other session of the account (sockets are told), the current one stays", async () => {
    await createOwner(get().db, "change@example.com");
    const ended = collectEnded();
    const laptop = await signIn("change@example.com");
    const phone = await bearerSignIn("change@example.com");
    const changed = await call(ownerSelfPatch, { method: "PATCH", body: { currentPassword: PASSWORD, password: "Brand-New-Secret-9", repeatPassword: "Brand-New-Secret-9" }, cookies: { sid_owner: laptop } });
    expect(changed.status).toBe(200);
    expect((await call(ownerSelfGet, { cookies: { sid_owner: laptop } })).status).toBe(200);
    expect((await call(ownerSelfGet, { headers: { authorization: `Bearer ${phone}` } })).status).toBe(401);
    expect(ended.some((e) => e.domain === "owner" && Array.isArray(e.sessionIds) && e.sessionIds.length === 1)).toBe(true);
  });

  it("12: a password change needs the current password", async () => {
    await createOwner(get().db, "needcurrent@example.com");
    const cookie = await signIn("needcurrent@example.com");
    const refused = await call(ownerSelfPatch, { method: "PATCH", body: { currentPassword: "wrong-one", password: "Brand-New-Secret-9" }, cookies: { sid_owner: cookie } });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toMatchObject({ currentPassword: "incorrect_password" });
  });

  it("12: a password reset ends every session of the account", async () => {
    const { db } = get();
    await createOwner(db, "reset-all@example.com");
    const a = await signIn("reset-all@example.com");
    const b = await bearerSignIn("reset-all@example.com");
    await call(ownerForgot, { body: { username: "reset-all@example.com" } });
    const reset = await call(ownerReset, { body: { token: await lastTokenTo(db, "reset-all@example.com"), password: "After-Reset-55" } });
    expect(reset.status).toBe(200);
    expect((await call(ownerSelfGet, { cookies: { sid_owner: a } })).status).toBe(401);
    expect((await call(ownerSelfGet, { headers: { authorization: `Bearer ${b}` } })).status).toBe(401);
    expect((await call(ownerSelfGet, { cookies: { sid_owner: reset.setCookies.sid_owner!.value } })).status).toBe(200);
  });

  it("13: administrator sessions end 12 hours after sign-in even when active; 2 hours idle ends them sooner", async () => {
    await createAdministrator(get().db, "admin-ttl@example.com");
    const login = await call(adminLogin, { body: { username: "admin-ttl@example.com", password: PASSWORD } });
    const cookie = { sid_administrator: login.setCookies.sid_administrator!.value };
    for (let hour = 1; hour < 12; hour++) {
      clock.advance(HOUR);
      expect((await call(adminSelf, { cookies: cookie })).status).toBe(200);
    }
    clock.advance(HOUR + 1000);
    expect((await call(adminSelf, { cookies: cookie })).status).toBe(401);

    const second = await call(adminLogin, { body: { username: "admin-ttl@example.com", password: PASSWORD } });
    clock.advance(2 * HOUR + 1000);
    expect((await call(adminSelf, { cookies: { sid_administrator: second.setCookies.sid_administrator!.value } })).status).toBe(401);
  });

  it("13: owner sessions slide: used within 30 days they live on, 30 idle days end them", async () => {
    await createOwner(get().db, "idle@example.com");
    const cookie = await signIn("idle@example.com");
    clock.advance(29 * DAY);
    expect((await call(ownerSelfGet, { cookies: { sid_owner: cookie } })).status).toBe(200);
    clock.advance(29 * DAY);
    expect((await call(ownerSelfGet, { cookies: { sid_owner: cookie } })).status).toBe(200);
    clock.advance(30 * DAY + 1000);
    expect((await call(ownerSelfGet, { cookies: { sid_owner: cookie } })).status).toBe(401);
  });

  it("14: a disabled estimator loses access at the next request; a deleted owner too, and sockets are told", async () => {
    const { db } = get();
    const estimator = await createEstimator(db, "disabled@example.com");
    const login = await call(estimatorLogin, { body: { username: "disabled@example.com", password: PASSWORD } });
    const cookie = { sid_estimator: login.setCookies.sid_estimator!.value };
    expect((await call(estimatorSelfGet, { cookies: cookie })).status).toBe(200);
    // A hand edit of the database announces nothing: it is seen once the cached session's
    // TTL has passed (the services' own writes are seen at once: session-cache.db.test.ts).
    await db.update(estimators).set({ status: "disabled" }).where(eq(estimators.id, estimator.id));
    clock.advance(sessionCache().options.ttlMs);
    expect((await call(estimatorSelfGet, { cookies: cookie })).status).toBe(401);
    expect(await db.select().from(sessions).where(eq(sessions.subjectId, estimator.id))).toHaveLength(0);

    await createOwner(db, "leaving@example.com");
    const ended = collectEnded();
    const owner = await signIn("leaving@example.com");
    const other = await bearerSignIn("leaving@example.com");
    const deleted = await call(ownerSelfDelete, { method: "DELETE", body: { confirmation: "Delete" }, cookies: { sid_owner: owner } });
    expect(deleted.status).toBe(200);
    expect((await call(ownerSelfGet, { cookies: { sid_owner: owner } })).status).toBe(401);
    expect((await call(ownerSelfGet, { headers: { authorization: `Bearer ${other}` } })).status).toBe(401);
    expect(ended.some((e) => e.sessionIds === "all")).toBe(true);
    expect((await call(ownerLogin, { body: { username: "leaving@example.com", password: PASSWORD } })).status).toBe(401);
  });

  it("domains are separate: an owner's token opens no estimator or administrator API and stays valid", async () => {
    await createOwner(get().db, "one-domain@example.com");
    const token = await bearerSignIn("one-domain@example.com");
    const bearer = { authorization: `Bearer ${token}` };
    const asEstimator = await call(estimatorSelfGet, { headers: bearer });
    expect(asEstimator.status).toBe(403);
    expect(asEstimator.body.code).toBe("auth:forbidden");
    expect((await call(adminSelf, { headers: bearer })).body.code).toBe("auth:forbidden");
    expect((await call(ownerSelfGet, { headers: bearer })).status).toBe(200);
  });
});
