import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { oneTimeTokens } from "@/db/schema";
import { hashToken } from "@/lib/server/auth/tokens";
import { createOwner, lastMailTo, lastTokenTo, PASSWORD } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { call } from "../support/http";
import { ownerForgot, ownerLogin, ownerLoginLink, ownerMagic, ownerReset, ownerSelfGet, ownerSelfPatch, ownerSignup, ownerVerify } from "../support/routes";

const MINUTE = 60_000;

describeEachDatabase("checklist 1-4: single-use links", ({ get, clock }) => {
  it("1: a magic link works once; 20 parallel uses give exactly one success", async () => {
    const { db } = get();
    await createOwner(db, "parallel@example.com");
    expect((await call(ownerLoginLink, { body: { username: "parallel@example.com" } })).status).toBe(200);
    const token = await lastTokenTo(db, "parallel@example.com");
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => call(ownerMagic, { method: "POST", params: { token }, ip: `198.51.100.${i}` })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 410).every((r) => r.body.code === "owner:url_expired")).toBe(true);
    expect(results.filter((r) => r.status === 410)).toHaveLength(19);
  });

  it("1: a reset link and a verification link work once", async () => {
    const { db } = get();
    await createOwner(db, "once@example.com");
    await call(ownerForgot, { body: { username: "once@example.com" } });
    const reset = await lastTokenTo(db, "once@example.com");
    expect((await call(ownerReset, { body: { token: reset, password: "New-Secret-77" } })).status).toBe(200);
    expect((await call(ownerReset, { body: { token: reset, password: "New-Secret-88" } })).body.code).toBe("owner:url_expired");

    await call(ownerSignup, { body: { email: "verify-once@example.com", password: PASSWORD, consent: true } });
    const verification = await lastTokenTo(db, "verify-once@example.com");
    expect((await call(ownerVerify, { method: "POST", params: { token: verification } })).status).toBe(200);
    expect((await call(ownerVerify, { method: "POST", params: { token: verification } })).body.code).toBe("owner:url_expired");
  });

  it("2: sign-in link lives 15 minutes; one second past is rejected", async () => {
    const { db } = get();
    await createOwner(db, "ttl@example.com");
    await call(ownerLoginLink, { body: { username: "ttl@example.com" } });
    const fresh = await lastTokenTo(db, "ttl@example.com");
    clock.advance(15 * MINUTE - 1000);
    expect((await call(ownerMagic, { method: "POST", params: { token: fresh } })).status).toBe(200);

    await call(ownerLoginLink, { body: { username: "ttl@example.com" } });
    const late = await lastTokenTo(db, "ttl@example.com");
    clock.advance(15 * MINUTE + 1000);
    expect((await call(ownerMagic, { method: "POST", params: { token: late } })).body.code).toBe("owner:url_expired");
  });

  it("2: reset link lives one hour and verification link 24 hours", async () => {
    const { db } = get();
    await createOwner(db, "ttl2@example.com");
    await call(ownerForgot, { body: { username: "ttl2@example.com" } });
    const reset = await lastTokenTo(db, "ttl2@example.com");
    clock.advance(60 * MINUTE + 1000);
    expect((await call(ownerReset, { body: { token: reset, password: "New-Secret-77" } })).body.code).toBe("owner:url_expired");

    await call(ownerSignup, { body: { email: "ttl3@example.com", password: PASSWORD, consent: true } });
    const verification = await lastTokenTo(db, "ttl3@example.com");
    clock.advance(24 * 60 * MINUTE + 1000);
    expect((await call(ownerVerify, { method: "POST", params: { token: verification } })).body.code).toBe("owner:url_expired");
  });

  it("3: a new link of a kind invalidates the older one", async () => {
    const { db } = get();
    await createOwner(db, "replace@example.com");
    await call(ownerLoginLink, { body: { username: "replace@example.com" } });
    const first = await lastTokenTo(db, "replace@example.com");
    await call(ownerLoginLink, { body: { username: "replace@example.com" } });
    const second = await lastTokenTo(db, "replace@example.com");
    expect(second).not.toBe(first);
    expect((await call(ownerMagic, { method: "POST", params: { token: first } })).body.code).toBe("owner:url_expired");
    expect((await call(ownerMagic, { method: "POST", params: { token: second } })).status).toBe(200);
  });

  it("3: changing the e-mail invalidates its verification link", async () => {
    const { db } = get();
    const signup = await call(ownerSignup, { body: { email: "old-address@example.com", password: PASSWORD, consent: true } });
    expect(signup.body).toMatchObject({ domain: "owner" });
    const cookie = signup.setCookies.sid_owner!.value;
    const oldLink = await lastTokenTo(db, "old-address@example.com");
    const patched = await call(ownerSelfPatch, { method: "PATCH", body: { email: "new-address@example.com" }, cookies: { sid_owner: cookie } });
    expect(patched.status).toBe(200);
    expect(patched.body.status).toBe("unverified");
    expect((await call(ownerVerify, { method: "POST", params: { token: oldLink } })).body.code).toBe("owner:url_expired");
    const newLink = await lastTokenTo(db, "new-address@example.com");
    expect((await call(ownerVerify, { method: "POST", params: { token: newLink } })).status).toBe(200);
    const self = await call(ownerSelfGet, { cookies: { sid_owner: cookie } });
    expect(self.body).toMatchObject({ email: "new-address@example.com", status: "verified" });
  });

  it("finding 6 (checklist 3, 12): a password change voids the sign-in and reset links requested before it", async () => {
    const { db } = get();
    await createOwner(db, "changes@example.com");
    await call(ownerLoginLink, { body: { username: "changes@example.com" }, ip: "198.51.100.60" });
    const magic = await lastTokenTo(db, "changes@example.com");
    await call(ownerForgot, { body: { username: "changes@example.com" }, ip: "198.51.100.60" });
    const reset = await lastTokenTo(db, "changes@example.com");
    const signedIn = await call(ownerLogin, { body: { username: "changes@example.com", password: PASSWORD }, ip: "198.51.100.60" });
    const cookie = signedIn.setCookies.sid_owner!.value;
    const changed = await call(ownerSelfPatch, { method: "PATCH", body: { currentPassword: PASSWORD, password: "Brand-New-Secret-9", repeatPassword: "Brand-New-Secret-9" }, cookies: { sid_owner: cookie } });
    expect(changed.status).toBe(200);
    expect((await call(ownerMagic, { method: "POST", params: { token: magic }, ip: "198.51.100.61" })).body.code).toBe("owner:url_expired");
    expect((await call(ownerReset, { body: { token: reset, password: "Attacker-Chosen-1" }, ip: "198.51.100.61" })).body.code).toBe("owner:url_expired");
  });

  it("finding 6 (checklist 3, 12): a password reset voids the sign-in link requested before it", async () => {
    const { db } = get();
    await createOwner(db, "resets@example.com");
    await call(ownerLoginLink, { body: { username: "resets@example.com" }, ip: "198.51.100.62" });
    const magic = await lastTokenTo(db, "resets@example.com");
    await call(ownerForgot, { body: { username: "resets@example.com" }, ip: "198.51.100.62" });
    const reset = await lastTokenTo(db, "resets@example.com");
    expect((await call(ownerReset, { body: { token: reset, password: "New-Secret-77" }, ip: "198.51.100.62" })).status).toBe(200);
    expect((await call(ownerMagic, { method: "POST", params: { token: magic }, ip: "198.51.100.63" })).body.code).toBe("owner:url_expired");
  });

  it("4: tokens are stored only as SHA-256 hashes; no e-mailed token equals a stored value", async () => {
    const { db } = get();
    const owner = await createOwner(db, "hashes@example.com");
    await call(ownerLoginLink, { body: { username: "hashes@example.com" } });
    const token = await lastTokenTo(db, "hashes@example.com");
    expect(Buffer.from(token, "base64url").length * 8).toBeGreaterThanOrEqual(128);
    const stored = await db.select().from(oneTimeTokens).where(eq(oneTimeTokens.subjectId, owner.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await lastMailTo(db, "hashes@example.com"))!.text).toContain(token);
  });
});
