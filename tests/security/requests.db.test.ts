import { expect, it } from "vitest";
import { createOwner, PASSWORD } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { call } from "../support/http";
import * as routes from "../support/routes";

async function signIn(email: string) {
  const result = await call(routes.ownerLogin, { body: { username: email, password: PASSWORD } });
  return result.setCookies.sid_owner!.value;
}

describeEachDatabase("checklist 15, 16, 18, 20: requests", ({ get }) => {
  it("15: a cookie-authenticated mutation from a foreign or missing Origin is refused with 403", async () => {
    await createOwner(get().db, "csrf@example.com");
    const cookie = await signIn("csrf@example.com");
    const body = { companyName: "Changed" };
    const foreign = await call(routes.ownerSelfPatch, { method: "PATCH", body, cookies: { sid_owner: cookie }, origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe("auth:origin_rejected");
    const missing = await call(routes.ownerSelfPatch, { method: "PATCH", body, cookies: { sid_owner: cookie }, origin: null });
    expect(missing.status).toBe(403);
    const deletion = await call(routes.ownerSelfDelete, { method: "DELETE", body: { confirmation: "Delete" }, cookies: { sid_owner: cookie }, origin: "http://localhost.evil.example" });
    expect(deletion.status).toBe(403);
    const same = await call(routes.ownerSelfPatch, { method: "PATCH", body, cookies: { sid_owner: cookie } });
    expect(same.status).toBe(200);
    expect(same.body.companyName).toBe("Changed");
  });

  it("15: bearer-token clients (mobile) need no Origin; a foreign Origin is still refused", async () => {
    await createOwner(get().db, "mobile@example.com");
    const login = await call(routes.ownerLogin, { body: { username: "mobile@example.com", password: PASSWORD }, headers: { "x-auth-transport": "bearer" }, origin: null });
    const headers = { authorization: `Bearer ${login.body.accessToken as string}` };
    expect((await call(routes.ownerSelfPatch, { method: "PATCH", body: { companyName: "M" }, headers, origin: null })).status).toBe(200);
    expect((await call(routes.ownerSelfPatch, { method: "PATCH", body: { companyName: "M" }, headers, origin: "https://evil.example" })).status).toBe(403);
  });

  it("15: sign-in from a foreign origin is refused (login CSRF)", async () => {
    await createOwner(get().db, "logincsrf@example.com");
    const result = await call(routes.ownerLogin, { body: { username: "logincsrf@example.com", password: PASSWORD }, origin: "https://evil.example" });
    expect(result.status).toBe(403);
    expect(Object.keys(result.setCookies)).toHaveLength(0);
  });

  it("16: the place to continue to after sign-in is a local path only", async () => {
    await createOwner(get().db, "redirect@example.com");
    for (const next of ["//evil.example", "/\\evil.example", "https://evil.example/owner", "javascript:alert(1)", "/.//evil.example", "/%2F%2Fevil.example", "/\t/evil.example"]) {
      const result = await call(routes.ownerLogin, { body: { username: "redirect@example.com", password: PASSWORD, next } });
      expect(result.body.next, next).toBe("/owner/dashboard");
    }
    const local = await call(routes.ownerLogin, { body: { username: "redirect@example.com", password: PASSWORD, next: "/owner-mobile/settings" } });
    expect(local.body.next).toBe("/owner-mobile/settings");
  });

  it("18: extra fields such as ownerId, status, role or finalScore are rejected with 400", async () => {
    await createOwner(get().db, "mass@example.com");
    const cookie = await signIn("mass@example.com");
    for (const extra of [{ ownerId: "x" }, { status: "verified" }, { role: "administrator" }, { finalScore: 5 }]) {
      const signup = await call(routes.ownerSignup, { body: { email: "mass-new@example.com", password: PASSWORD, consent: true, ...extra } });
      expect(signup.status).toBe(400);
      expect(Object.values(signup.body.fields as object)).toContain("unknown_field");
      const patch = await call(routes.ownerSelfPatch, { method: "PATCH", body: extra, cookies: { sid_owner: cookie } });
      expect(patch.status).toBe(400);
    }
    const self = await call(routes.ownerSelfGet, { cookies: { sid_owner: cookie } });
    expect(self.body.status).toBe("verified");
  });

  it("18: the owner's self answer passes through its DTO: no hash, no token, only the listed fields", async () => {
    await createOwner(get().db, "dto@example.com");
    const cookie = await signIn("dto@example.com");
    const self = await call(routes.ownerSelfGet, { cookies: { sid_owner: cookie } });
    expect(Object.keys(self.body).sort()).toEqual(
      ["_id", "accessRules", "companyName", "createdAt", "email", "hasPassword", "isTmpOwner", "locale", "mainProfileId", "orderAmount", "orderCurrency", "product", "status", "subscribe", "subscription"].sort(),
    );
    expect(JSON.stringify(self.body)).not.toMatch(/argon2|password_hash|passwordHash/);
    expect(JSON.stringify(self.body)).not.toContain(cookie);
  });

  it("20: wrong types, huge strings, broken JSON and odd content types answer 4xx with a code, never 5xx", async () => {
    const publicPosts = Object.entries(routes).filter(([name]) => /Login$|Forgot$|Signup$|LoginLink$|Contact$|Join$|Reset$|Preauthenticate$/.test(name));
    expect(publicPosts.length).toBeGreaterThan(8);
    const bodies: Array<{ rawBody?: string; body?: unknown; headers?: Record<string, string> }> = [
      { rawBody: "{not json", headers: { "content-type": "application/json" } },
      { rawBody: "username=a&password=b", headers: { "content-type": "application/x-www-form-urlencoded" } },
      { body: [] },
      { body: null },
      { body: "text" },
      { body: { username: 42, password: true, email: ["x"], token: {} } },
      { body: { username: "a".repeat(100_000) } },
      { rawBody: JSON.stringify({ username: "x@example.com", password: "y".repeat(70_000) }), headers: { "content-type": "application/json" } },
    ];
    let i = 0;
    for (const [name, handler] of publicPosts) {
      for (const body of bodies) {
        const result = await call(handler as never, { method: "POST", ...body, ip: `198.19.0.${i++ % 250}` });
        expect(result.status, `${name} ${JSON.stringify(body).slice(0, 60)}`).toBeGreaterThanOrEqual(400);
        expect(result.status, name).toBeLessThan(500);
        expect(typeof result.body.code, name).toBe("string");
        expect(JSON.stringify(result.body)).not.toMatch(/at \w+ \(|node_modules/);
      }
    }
  });
});
