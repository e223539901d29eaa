import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { contactRequests, mailOutbox } from "@/db/schema";
import { lastMailTo } from "@/tests/support/accounts";
import { describeEachDatabase } from "@/tests/support/databases";
import { call } from "@/tests/support/http";
import * as r from "@/tests/support/routes";

// The enterprise page's form (POST /api/v1/passport/owner/join/request).
describeEachDatabase("the enterprise request", ({ get }) => {
  const request = { email: "boss@example.com", name: "Вера Кузнецова", companyName: "ООО Ромашка", message: "Нас 40 человек, 5 команд.", consent: true, ln: "ru" };

  it("is stored, forwarded to support and acknowledged in the sender's language", async () => {
    const { db } = get();
    const answer = await call(r.ownerJoin, { body: request, ip: "198.51.100.7" });
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });

    const [stored] = await db.select().from(contactRequests).where(eq(contactRequests.email, "boss@example.com"));
    expect(stored).toMatchObject({ kind: "join", email: "boss@example.com", name: "Вера Кузнецова", companyName: "ООО Ромашка", message: "Нас 40 человек, 5 команд.", locale: "ru" });
    expect(stored!.meta).toMatchObject({ ip: "198.51.100.7" });

    const notices = await db.select().from(mailOutbox).where(eq(mailOutbox.template, "support_notice"));
    const notice = notices.find((mail) => mail.subject.includes("boss@example.com"));
    expect(notice!.to).toBe("support@accordo.local");
    expect(notice!.text).toContain("ООО Ромашка");
    const acknowledgement = await lastMailTo(db, "boss@example.com");
    expect(acknowledgement).toMatchObject({ template: "join_received", locale: "ru", subject: "Мы получили вашу заявку" });
    expect(acknowledgement!.text).toContain("Здравствуйте, Вера Кузнецова!");
  });

  it("refuses bad input with the catalogue's code, field codes and a translated message, and stores nothing", async () => {
    const { db } = get();
    const before = { stored: (await db.select().from(contactRequests)).length, mails: (await db.select().from(mailOutbox)).length };
    const answer = await call(r.ownerJoin, { body: { email: "not-an-address", name: "", companyName: "", consent: false, ln: "ru" } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: "validation:invalid_body", message: "Исправьте отмеченные поля" });
    expect(answer.body.fields).toMatchObject({ email: "invalid_email", name: "required", companyName: "required", consent: "consent_required" });

    const unknownKey = await call(r.ownerJoin, { body: { ...request, email: "other@example.com", ln: "en", phone: "+7 900 000-00-00" } });
    expect(unknownKey.status).toBe(400);
    expect(unknownKey.body).toMatchObject({ code: "validation:invalid_body", message: "Please correct the highlighted fields" });

    expect(await db.select().from(contactRequests)).toHaveLength(before.stored);
    expect(await db.select().from(mailOutbox)).toHaveLength(before.mails);
  });

  it("is rate-limited per address: the sixth request in an hour is refused and not stored", async () => {
    const { db } = get();
    const limited = { ...request, email: "busy@example.com", ln: "en" };
    for (let i = 0; i < 5; i++) expect((await call(r.ownerJoin, { body: limited })).status).toBe(200);
    const sixth = await call(r.ownerJoin, { body: limited });
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe("auth:too_many_requests");
    expect(sixth.body.message).toMatch(/^Too many attempts/);
    expect(await db.select().from(contactRequests).where(eq(contactRequests.email, "busy@example.com"))).toHaveLength(5);
  });
});
