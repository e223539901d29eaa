import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { mailOutbox } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { createOwner } from "@/tests/support/accounts";
import { describeEachDatabase } from "@/tests/support/databases";
import { call } from "@/tests/support/http";
import { ownerLoginLink } from "@/tests/support/routes";
import { startSmtpServer, type ReceivedMail } from "@/tests/support/smtp-server";
import { resetMailTransport } from "./transport";

// Real SMTP delivery through nodemailer, against a real SMTP server library on 127.0.0.1.

describeEachDatabase("mail over SMTP", ({ get }) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let received: ReceivedMail[];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    received = smtp.received;
    vi.stubEnv("SMTP_URL", smtp.url);
    vi.stubEnv("MAIL_FROM", "Accordo <robot@accordo.test>");
    resetEnvCache();
    resetMailTransport();
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    resetEnvCache();
    resetMailTransport();
    await smtp.close();
  });

  it("delivers the sign-in link by SMTP and keeps no body (so no link) in the database", async () => {
    const { db } = get();
    await createOwner(db, "smtp-user@example.com");
    const result = await call(ownerLoginLink, { body: { username: "smtp-user@example.com" } });
    expect(result.status).toBe(200);
    const message = received.find((m) => m.to.includes("smtp-user@example.com"));
    expect(message).toBeDefined();
    expect(message!.from).toBe("robot@accordo.test");
    expect(message!.raw).toContain("Subject: Your sign-in link");
    expect(message!.raw.replace(/=\r?\n/g, "")).toMatch(/owner\/magic-link\?token=3D[A-Za-z0-9_-]{40,}|owner\/magic-link\?token=[A-Za-z0-9_-]{40,}/);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, "smtp-user@example.com"));
    expect(row).toMatchObject({ status: "sent", text: null, html: null });
  });

  it("a delivery failure is recorded and the requester sees the same answer", async () => {
    const { db } = get();
    await createOwner(db, "smtp-down@example.com");
    vi.stubEnv("SMTP_URL", "smtp://127.0.0.1:1?ignoreTLS=true");
    resetEnvCache();
    resetMailTransport();
    const result = await call(ownerLoginLink, { body: { username: "smtp-down@example.com" } });
    expect(result.status).toBe(200);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, "smtp-down@example.com"));
    expect(row!.status).toBe("failed");
    expect(row!.error).toBeTruthy();
  });
});
