import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { profiles } from "@/db/schema";
import { createOwner, lastMailTo, lastTokenTo, PASSWORD } from "@/tests/support/accounts";
import { describeEachDatabase } from "@/tests/support/databases";
import { call } from "@/tests/support/http";
import * as r from "@/tests/support/routes";

// Issue 12: each product's mail, links and landing after sign-in stay in that product. A love
// account (owners.product = "love") is written to as Heartline / Хартлайн with links into
// /love-mobile/...; a company account keeps the Accordo mail and the /owner pages.

/** The link of a mail's text (the one line "<action>: <url>"). */
function linkOf(text: string | null): URL {
  const match = /(https?:\/\/\S+)/.exec(text ?? "");
  if (!match) throw new Error(`no link in: ${text}`);
  return new URL(match[1]!);
}

async function signIn(email: string): Promise<string> {
  const login = await call(r.ownerLogin, { body: { username: email, password: PASSWORD } });
  expect(login.status).toBe(200);
  return login.setCookies.sid_owner!.value;
}

describeEachDatabase("mail per product", ({ get }) => {
  it("a love sign-up gets a Heartline verification mail that opens /love-mobile/verify and lands in love-mobile", async () => {
    const { db } = get();
    const signup = await call(r.loveSignup, { body: { email: "love-verify@example.com", password: PASSWORD, consent: true, ln: "en" }, ip: "203.0.113.21" });
    expect(signup.status).toBe(200);
    const mail = (await lastMailTo(db, "love-verify@example.com"))!;
    expect(mail.subject).toBe("Confirm your e-mail for Heartline");
    expect(mail.text).toContain("Heartline");
    expect(mail.text).not.toContain("Accordo");
    expect(mail.html).toContain("Heartline");
    const link = linkOf(mail.text);
    expect(link.pathname).toBe("/love-mobile/verify");
    expect(link.searchParams.get("token")).toBeTruthy();

    const verify = await call(r.ownerVerify, { method: "POST", params: { token: link.searchParams.get("token")! } });
    expect(verify.status).toBe(200);
    expect(verify.body.next).toBe("/love-mobile");
  });

  it("a company sign-up keeps the Accordo mail, /owner/verify and the dashboard", async () => {
    const { db } = get();
    await call(r.ownerSignup, { body: { email: "company-verify@example.com", password: PASSWORD, companyName: "Acme", consent: true, ln: "en" }, ip: "203.0.113.22" });
    const mail = (await lastMailTo(db, "company-verify@example.com"))!;
    expect(mail.subject).toBe("Confirm your e-mail");
    expect(mail.text).toContain("Accordo");
    expect(mail.text).not.toContain("Heartline");
    expect(linkOf(mail.text).pathname).toBe("/owner/verify");
    const verify = await call(r.ownerVerify, { method: "POST", params: { token: await lastTokenTo(db, "company-verify@example.com") } });
    expect(verify.body.next).toBe("/owner/dashboard");
  });

  it("a Russian love account is written to as Хартлайн", async () => {
    const { db } = get();
    await call(r.loveSignup, { body: { email: "love-ru@example.com", password: PASSWORD, consent: true, ln: "ru" }, ip: "203.0.113.23" });
    const mail = (await lastMailTo(db, "love-ru@example.com"))!;
    expect(mail.subject).toBe("Подтвердите почту для Хартлайн");
    expect(mail.text).toContain("Хартлайн");
    expect(mail.text).not.toContain("Аккордо");
    expect(linkOf(mail.text).pathname).toBe("/love-mobile/verify");
  });

  it("a love account's magic link opens /love-mobile/magic-link and signs in to love-mobile, whichever page asked", async () => {
    const { db } = get();
    await createOwner(db, "love-magic@example.com", { product: "love", status: "unverified" });
    await call(r.ownerLoginLink, { body: { username: "love-magic@example.com" } });
    const mail = (await lastMailTo(db, "love-magic@example.com"))!;
    expect(mail.subject).toBe("Your Heartline sign-in link");
    expect(mail.text).not.toContain("Accordo");
    const link = linkOf(mail.text);
    expect(link.pathname).toBe("/love-mobile/magic-link");
    const magic = await call(r.ownerMagic, { method: "POST", params: { token: link.searchParams.get("token")! } });
    expect(magic.status).toBe(200);
    expect(magic.body.next).toBe("/love-mobile");

    await createOwner(db, "company-magic@example.com");
    await call(r.ownerLoginLink, { body: { username: "company-magic@example.com" } });
    const company = (await lastMailTo(db, "company-magic@example.com"))!;
    expect(company.subject).toBe("Your sign-in link");
    expect(linkOf(company.text).pathname).toBe("/owner/magic-link");
  });

  it("a love account's password reset opens /love-mobile/password-reset and lands in love-mobile", async () => {
    const { db } = get();
    await createOwner(db, "love-reset@example.com", { product: "love" });
    await call(r.ownerForgot, { body: { username: "love-reset@example.com" } });
    const mail = (await lastMailTo(db, "love-reset@example.com"))!;
    expect(mail.subject).toBe("Reset your Heartline password");
    expect(mail.text).not.toContain("Accordo");
    const link = linkOf(mail.text);
    expect(link.pathname).toBe("/love-mobile/password-reset");
    const reset = await call(r.ownerReset, { body: { token: link.searchParams.get("token")!, password: "Another-Horse-43" } });
    expect(reset.status).toBe(200);
    expect(reset.body.next).toBe("/love-mobile");

    await createOwner(db, "company-reset@example.com");
    await call(r.ownerForgot, { body: { username: "company-reset@example.com" } });
    expect(linkOf((await lastMailTo(db, "company-reset@example.com"))!.text).pathname).toBe("/owner/password-reset");
  });

  it("a love account signing in with a password and no named place lands in love-mobile", async () => {
    await createOwner(get().db, "love-login@example.com", { product: "love" });
    const login = await call(r.ownerLogin, { body: { username: "love-login@example.com", password: PASSWORD } });
    expect(login.body.next).toBe("/love-mobile");
    await createOwner(get().db, "company-login@example.com");
    expect((await call(r.ownerLogin, { body: { username: "company-login@example.com", password: PASSWORD } })).body.next).toBe("/owner/dashboard");
  });

  it("a love owner's invitation is a love profile with a love-branded mail; a company's stays a company profile", async () => {
    const { db } = get();
    await createOwner(db, "love-inviter@example.com", { product: "love" });
    const cookie = await signIn("love-inviter@example.com");
    const created = await call(r.profilesCreate, { body: { firstName: "Mila", lastName: "Rose", email: "love-invitee@example.com", sendInvitation: true, ln: "en" }, cookies: { sid_owner: cookie } });
    expect(created.status).toBe(200);
    expect(created.body.kind).toBe("love");
    const mail = (await lastMailTo(db, "love-invitee@example.com"))!;
    expect(mail.subject).toBe("love-inviter@example.com invites you to Heartline");
    expect(mail.text).toContain("Hi, Mila!");
    expect(mail.text).not.toContain("Accordo");
    expect(mail.text).not.toContain("education");
    // The invitee fills it in love-mobile, under the love brand.
    expect(linkOf(mail.text).pathname).toBe("/love-mobile/invitation");
    expect(created.body.invitationUrl).toBe(linkOf(mail.text).toString());
    const permalink = linkOf(mail.text).searchParams.get("invite")!;
    const filler = await call(r.fillerGet, { params: { permalink } });
    expect(filler.body.questionnaire).toMatchObject({ kind: "love" });
    const [row] = await db.select().from(profiles).where(eq(profiles.permalink, permalink));
    expect(row!.kind).toBe("love");

    await createOwner(db, "company-inviter@example.com");
    const companyCookie = await signIn("company-inviter@example.com");
    const companyProfile = await call(r.profilesCreate, { body: { firstName: "Ivan", lastName: "Petrov", email: "company-invitee@example.com", sendInvitation: true, ln: "en" }, cookies: { sid_owner: companyCookie } });
    expect(companyProfile.body.kind).toBe("profile");
    const companyMail = (await lastMailTo(db, "company-invitee@example.com"))!;
    expect(companyMail.subject).toBe("You are invited to fill in a profile");
    expect(companyMail.text).toContain("Test Co invites you");
    expect(linkOf(companyMail.text).pathname).toBe("/profile-questionnaire");
  });
});
