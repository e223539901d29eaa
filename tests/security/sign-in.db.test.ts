import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { authEvents, owners } from "@/db/schema";
import { createOwner, PASSWORD } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { call, withoutRequestId } from "../support/http";
import { ownerForgot, ownerLogin, ownerLoginLink, ownerSignup } from "../support/routes";

const MINUTE = 60_000;

describeEachDatabase("checklist 6-8: passwords, brute force, identical answers", ({ get, clock }) => {
  it("6: a 64-character password works end to end; it is stored as argon2id", async () => {
    const { db } = get();
    const long = "Aa1-".repeat(16);
    const signup = await call(ownerSignup, { body: { email: "long@example.com", password: long, repeatPassword: long, consent: true }, ip: "192.0.2.60" });
    expect(signup.status).toBe(200);
    const [row] = await db.select().from(owners).where(eq(owners.email, "long@example.com"));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await call(ownerLogin, { body: { username: "long@example.com", password: long }, ip: "192.0.2.60" })).status).toBe(200);
  });

  it("6: a 50,000-character password is refused with 400 quickly and no cookie", async () => {
    await createOwner(get().db, "huge@example.com");
    const started = performance.now();
    const result = await call(ownerLogin, { body: { username: "huge@example.com", password: "x".repeat(50_000) }, ip: "192.0.2.61" });
    expect(result.status).toBe(400);
    expect(result.body.fields).toMatchObject({ password: "max_length:128" });
    expect(Object.keys(result.setCookies)).toHaveLength(0);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("6: the 6-character minimum stands and the most common passwords are refused", async () => {
    const short = await call(ownerSignup, { body: { email: "short@example.com", password: "12345", consent: true }, ip: "192.0.2.62" });
    expect(short.status).toBe(400);
    expect(short.body.fields).toMatchObject({ password: "min_length:6" });
    const common = await call(ownerSignup, { body: { email: "common@example.com", password: "qwerty123", consent: true }, ip: "192.0.2.62" });
    expect(common.status).toBe(400);
    expect(common.body.fields).toMatchObject({ password: "password_common" });
  });

  it("7: ten failures from one address lock sign-in for ten minutes, even with the right password", async () => {
    await createOwner(get().db, "victim@example.com");
    for (let i = 0; i < 10; i++) {
      const failed = await call(ownerLogin, { body: { username: `guess${i}@example.com`, password: "wrong-password" }, ip: "192.0.2.70" });
      expect(failed.status).toBe(401);
    }
    const locked = await call(ownerLogin, { body: { username: "victim@example.com", password: PASSWORD }, ip: "192.0.2.70" });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe("auth:too_many_requests");
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Object.keys(locked.setCookies)).toHaveLength(0);

    // A forged X-Forwarded-For does not change the counted address (no trusted proxy).
    const forged = await call(ownerLogin, { body: { username: "victim@example.com", password: PASSWORD }, ip: "192.0.2.70", headers: { "x-forwarded-for": "10.9.8.7" } });
    expect(forged.status).toBe(429);

    clock.advance(10 * MINUTE + 1000);
    expect((await call(ownerLogin, { body: { username: "victim@example.com", password: PASSWORD }, ip: "192.0.2.70" })).status).toBe(200);
  });

  it("finding 3 (checklist 7): 40 parallel wrong sign-ins get at most 10 password checks", async () => {
    const { db } = get();
    await createOwner(db, "parallel@example.com");
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => call(ownerLogin, { body: { username: "parallel@example.com", password: `wrong-${i}` }, ip: "192.0.2.90" })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    const checked = await db.select().from(authEvents).where(and(eq(authEvents.email, "parallel@example.com"), eq(authEvents.event, "login_failure")));
    expect(checked.length).toBeLessThanOrEqual(10);
  });

  it("finding 3: a right password does not use up the failure budget", async () => {
    await createOwner(get().db, "regular@example.com");
    for (let i = 0; i < 12; i++) expect((await call(ownerLogin, { body: { username: "regular@example.com", password: PASSWORD }, ip: "192.0.2.91" })).status).toBe(200);
  });

  it("7: ten failures against one account lock it from every address", async () => {
    await createOwner(get().db, "target@example.com");
    for (let i = 0; i < 10; i++) {
      await call(ownerLogin, { body: { username: "target@example.com", password: `wrong-${i}` }, ip: `192.0.2.${100 + i}` });
    }
    const locked = await call(ownerLogin, { body: { username: "target@example.com", password: PASSWORD }, ip: "192.0.2.200" });
    expect(locked.status).toBe(429);
  });

  it("7: endpoints that send e-mail are throttled per address and per client", async () => {
    await createOwner(get().db, "mailbox@example.com");
    for (let i = 0; i < 5; i++) {
      expect((await call(ownerLoginLink, { body: { username: "mailbox@example.com" }, ip: `192.0.2.${150 + i}` })).status).toBe(200);
    }
    const perAddress = await call(ownerForgot, { body: { username: "mailbox@example.com" }, ip: "192.0.2.160" });
    expect(perAddress.status).toBe(429);

    for (let i = 0; i < 30; i++) {
      expect((await call(ownerForgot, { body: { username: `someone${i}@example.com` }, ip: "192.0.2.170" })).status).toBe(200);
    }
    expect((await call(ownerLoginLink, { body: { username: "another@example.com" }, ip: "192.0.2.170" })).status).toBe(429);
  });

  it("8: unknown e-mail and wrong password answer identically", async () => {
    await createOwner(get().db, "known@example.com");
    const wrong = await call(ownerLogin, { body: { username: "known@example.com", password: "not-the-password" }, ip: "192.0.2.80" });
    const unknown = await call(ownerLogin, { body: { username: "nobody@example.com", password: "not-the-password" }, ip: "192.0.2.81" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(withoutRequestId(unknown.body)).toEqual(withoutRequestId(wrong.body));
    expect(wrong.body.message).toBe("Please check the data you've entered and try again");
  });

  it("8: forgot-password and magic-link requests answer identically for unknown addresses", async () => {
    await createOwner(get().db, "exists@example.com");
    for (const handler of [ownerForgot, ownerLoginLink]) {
      const known = await call(handler, { body: { username: "exists@example.com" }, ip: "192.0.2.90" });
      const unknown = await call(handler, { body: { username: "ghost@example.com" }, ip: "192.0.2.91" });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual(known.body);
    }
  });
});
