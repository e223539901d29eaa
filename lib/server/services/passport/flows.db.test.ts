import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { authEvents, contactRequests, flameUsers, mailOutbox, owners } from "@/db/schema";
import { createEstimator, createOwner, lastMailTo, lastTokenTo, PASSWORD } from "@/tests/support/accounts";
import { describeEachDatabase } from "@/tests/support/databases";
import { call } from "@/tests/support/http";
import * as r from "@/tests/support/routes";

describeEachDatabase("passport flows", ({ get }) => {
  it("registration signs in an unverified owner; the e-mailed link verifies and signs in", async () => {
    const { db } = get();
    const signup = await call(r.ownerSignup, { body: { email: "New.Owner@Example.com", password: PASSWORD, repeatPassword: PASSWORD, companyName: "Acme", consent: true, ln: "en" } });
    expect(signup.status).toBe(200);
    expect(signup.body.next).toBe("/owner/dashboard");
    const cookie = signup.setCookies.sid_owner!.value;
    const self = await call(r.ownerSelfGet, { cookies: { sid_owner: cookie } });
    expect(self.body).toMatchObject({ email: "new.owner@example.com", status: "unverified", companyName: "Acme", product: "enterprise", hasPassword: true, isTmpOwner: false });
    expect((await lastMailTo(db, "new.owner@example.com"))!.subject).toBe("Confirm your e-mail");

    const verify = await call(r.ownerVerify, { method: "POST", params: { token: await lastTokenTo(db, "new.owner@example.com") } });
    expect(verify.status).toBe(200);
    const after = await call(r.ownerSelfGet, { cookies: { sid_owner: verify.setCookies.sid_owner!.value } });
    expect(after.body.status).toBe("verified");
    const again = await call(r.ownerVerificationLink, { method: "POST", body: {}, cookies: { sid_owner: cookie } });
    expect(again.body.code).toBe("owner:url_count");
  });

  it("an address already registered answers record_already_exists", async () => {
    await createOwner(get().db, "taken@example.com");
    const result = await call(r.ownerSignup, { body: { email: "taken@example.com", password: PASSWORD, consent: true } });
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({ code: "record_already_exists", message: "Email already in use, please log in" });
  });

  it("consent to the privacy policy and terms is required", async () => {
    const result = await call(r.ownerSignup, { body: { email: "noconsent@example.com", password: PASSWORD, consent: false } });
    expect(result.status).toBe(400);
    expect(result.body.fields).toMatchObject({ consent: "consent_required" });
  });

  it("first sign-up without a password: a password is created later without a current one", async () => {
    const signup = await call(r.ownerSignup, { body: { email: "nopass@example.com", consent: true } });
    const cookie = signup.setCookies.sid_owner!.value;
    expect((await call(r.ownerSelfGet, { cookies: { sid_owner: cookie } })).body.hasPassword).toBe(false);
    const created = await call(r.ownerSelfPatch, { method: "PATCH", body: { password: "First-Password-1", repeatPassword: "First-Password-1" }, cookies: { sid_owner: cookie } });
    expect(created.status).toBe(200);
    expect(created.body.hasPassword).toBe(true);
    expect((await call(r.ownerLogin, { body: { username: "nopass@example.com", password: "First-Password-1" } })).status).toBe(200);
  });

  it("love sign-up creates a love-product owner who lands in love-mobile", async () => {
    const signup = await call(r.loveSignup, { body: { email: "love@example.com", password: PASSWORD, consent: true } });
    expect(signup.body.next).toBe("/love-mobile");
    expect((await call(r.ownerSelfGet, { cookies: { sid_owner: signup.setCookies.sid_owner!.value } })).body.product).toBe("love");
  });

  it("a temporary-mail address is flagged isTmpOwner", async () => {
    const signup = await call(r.ownerSignup, { body: { email: "throwaway@yopmail.com", password: PASSWORD, consent: true } });
    expect((await call(r.ownerSelfGet, { cookies: { sid_owner: signup.setCookies.sid_owner!.value } })).body.isTmpOwner).toBe(true);
  });

  it("a magic link signs an unverified owner in and verifies the address", async () => {
    const { db } = get();
    await createOwner(db, "magic@example.com", { status: "unverified" });
    await call(r.ownerLoginLink, { body: { username: "magic@example.com", next: "/owner-mobile/settings" } });
    const result = await call(r.ownerMagic, { method: "POST", params: { token: await lastTokenTo(db, "magic@example.com") } });
    expect(result.body.next).toBe("/owner-mobile/settings");
    const [row] = await db.select().from(owners).where(eq(owners.email, "magic@example.com"));
    expect(row!.status).toBe("verified");
  });

  it("e-mails are written in the recipient's language", async () => {
    const { db } = get();
    await createOwner(db, "russian@example.com", { locale: "ru" });
    await call(r.ownerForgot, { body: { username: "russian@example.com", ln: "en" } });
    expect((await lastMailTo(db, "russian@example.com"))!.subject).toBe("Восстановление пароля");
    await call(r.ownerSignup, { body: { email: "ru-new@example.com", password: PASSWORD, consent: true, ln: "ru" } });
    expect((await lastMailTo(db, "ru-new@example.com"))!.subject).toBe("Подтвердите почту");
    await call(r.ownerSignup, { body: { email: "ru-host@example.com", password: PASSWORD, consent: true }, host: "ru.localhost:3000" });
    expect((await lastMailTo(db, "ru-host@example.com"))!.subject).toBe("Подтвердите почту");
  });

  it("an e-mailed link points at a host of this installation, never at a forged Host", async () => {
    const { db } = get();
    await createOwner(db, "hostlink@example.com");
    await call(r.ownerLoginLink, { body: { username: "hostlink@example.com" }, host: "ru.localhost:3000" });
    expect((await lastMailTo(db, "hostlink@example.com"))!.text).toContain("http://ru.localhost:3000/owner/magic-link?token=");
    await call(r.ownerForgot, { body: { username: "hostlink@example.com" }, host: "evil.example", origin: "http://evil.example" });
    const mail = (await lastMailTo(db, "hostlink@example.com"))!.text!;
    expect(mail).not.toContain("evil.example");
    expect(mail).toContain("http://localhost:3000/owner/password-reset?token=");
  });

  it("handoff: an authId from a signed-in owner gives another client its own session once", async () => {
    await createOwner(get().db, "handoff@example.com");
    const login = await call(r.ownerLogin, { body: { username: "handoff@example.com", password: PASSWORD } });
    const issued = await call(r.ownerAuthId, { method: "POST", cookies: { sid_owner: login.setCookies.sid_owner!.value } });
    const authId = issued.body.authId as string;
    const app = await call(r.ownerPreauthenticate, { body: { authId }, headers: { "x-auth-transport": "bearer" }, origin: null });
    expect(app.status).toBe(200);
    expect((await call(r.ownerSelfGet, { headers: { authorization: `Bearer ${app.body.accessToken as string}` } })).body.email).toBe("handoff@example.com");
    expect((await call(r.ownerPreauthenticate, { body: { authId }, origin: null })).body.code).toBe("owner:url_expired");
  });

  it("flame: sign-up e-mails a sign-in link; new and known addresses answer alike", async () => {
    const { db } = get();
    const first = await call(r.productSignup, { method: "POST", params: { product: "flame" }, body: { email: "flame@example.com", consent: true } });
    const second = await call(r.productSignup, { method: "POST", params: { product: "flame" }, body: { email: "flame@example.com", consent: true } });
    expect(first.body).toEqual(second.body);
    expect(await db.select().from(flameUsers).where(eq(flameUsers.email, "flame@example.com"))).toHaveLength(1);
    const magic = await call(r.flameMagic, { method: "POST", params: { token: await lastTokenTo(db, "flame@example.com") } });
    expect(magic.body.next).toBe("/main");
    const self = await call(r.flameSelf, { cookies: { sid_flame: magic.setCookies.sid_flame!.value } });
    expect(self.body.email).toBe("flame@example.com");
    expect((await call(r.productSignup, { method: "POST", params: { product: "other" }, body: { email: "x@example.com", consent: true } })).status).toBe(400);
  });

  it("estimators sign in with a password or an e-mailed link", async () => {
    const { db } = get();
    await createEstimator(db, "grader@example.com");
    expect((await call(r.estimatorLogin, { body: { username: "grader@example.com", password: PASSWORD } })).body.next).toBe("/estimator");
    await call(r.estimatorLoginLink, { body: { username: "grader@example.com" } });
    const viaLink = await call(r.estimatorMagic, { method: "POST", params: { token: await lastTokenTo(db, "grader@example.com") } });
    expect(viaLink.status).toBe(200);
    const self = await call(r.estimatorSelfGet, { cookies: { sid_estimator: viaLink.setCookies.sid_estimator!.value } });
    expect(self.body).toMatchObject({ email: "grader@example.com", fullName: "Test Estimator" });
  });

  it("contact and join requests are kept, forwarded to support and acknowledged", async () => {
    const { db } = get();
    expect((await call(r.ownerContact, { body: { email: "ask@example.com", username: "Ann", message: "Hello", ln: "ru" } })).status).toBe(200);
    expect((await call(r.ownerJoin, { body: { email: "boss@example.com", name: "Bob", companyName: "Big Co", consent: true } })).status).toBe(200);
    expect(await db.select().from(contactRequests)).toHaveLength(2);
    expect((await lastMailTo(db, "ask@example.com"))!.subject).toBe("Мы получили ваше сообщение");
    const support = await db.select().from(mailOutbox).where(eq(mailOutbox.template, "support_notice"));
    expect(support).toHaveLength(2);
  });

  it("account deletion needs the confirmation word typed exactly", async () => {
    await createOwner(get().db, "confirm@example.com");
    const cookie = (await call(r.ownerLogin, { body: { username: "confirm@example.com", password: PASSWORD } })).setCookies.sid_owner!.value;
    for (const word of ["delete", "DELETE", "Удалить ", ""]) {
      const refused = await call(r.ownerSelfDelete, { method: "DELETE", body: { confirmation: word }, cookies: { sid_owner: cookie } });
      expect(refused.body.code, word).toBe("auth:confirmation_mismatch");
    }
    expect((await call(r.ownerSelfDelete, { method: "DELETE", body: { confirmation: "Удалить" }, cookies: { sid_owner: cookie } })).status).toBe(200);
  });

  it("the language preference is stored per user and mirrored in a cookie", async () => {
    await createOwner(get().db, "lang@example.com", { locale: "en" });
    const cookie = (await call(r.ownerLogin, { body: { username: "lang@example.com", password: PASSWORD } })).setCookies.sid_owner!.value;
    const result = await call(r.setLocale, { body: { area: "owner", locale: "ru" }, cookies: { sid_owner: cookie } });
    expect(result.body).toEqual({ ok: true, stored: true });
    expect(result.setCookies.lp_owner!.value).toBe("ru");
    expect((await call(r.ownerSelfGet, { cookies: { sid_owner: cookie } })).body.locale).toBe("ru");
    const anonymous = await call(r.setLocale, { body: { area: "public", locale: "en" } });
    expect(anonymous.body).toEqual({ ok: true, stored: false });
  });

  it("sign-in events are written to the audit log with the upstream id", async () => {
    const { db } = get();
    const owner = await createOwner(db, "audit@example.com");
    await call(r.ownerLogin, { body: { username: "audit@example.com", password: PASSWORD }, headers: { "x-upstream-id": "app-42" } });
    await call(r.ownerLogin, { body: { username: "audit@example.com", password: "wrong-password" } });
    const events = await db.select().from(authEvents).where(eq(authEvents.email, "audit@example.com"));
    expect(events.map((e) => e.event).sort()).toEqual(["login_failure", "login_success"]);
    expect(events.find((e) => e.event === "login_success")).toMatchObject({ subjectId: owner.id, upstreamId: "app-42", ip: "203.0.113.10" });
  });
});
