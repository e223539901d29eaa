import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { queryRows } from "@/db/client";
import { mailOutbox } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { serverEffects } from "@/lib/server/composition-root";
import { resetMailTransport } from "@/lib/server/integrations/mail/transport";
import { createOwner } from "@/tests/support/accounts";
import { describeEachDatabase } from "@/tests/support/databases";
import { call } from "@/tests/support/http";
import { ownerWithSession } from "@/tests/support/owner-session";
import { ownerLoginLink, profilesCreate } from "@/tests/support/routes";
import { startSmtpServer, type ReceivedMail } from "@/tests/support/smtp-server";
import { waitFor } from "@/tests/support/wait";
import { MAIL_QUEUE } from "./mail-job";
import { startJobs, stopJobs } from "./queue";

// Mail through the queue: a real SMTP server library on 127.0.0.1 that turns away the
// first attempts to chosen addresses with a temporary error, and pg-boss retrying them.

describeEachDatabase("mail job", ({ get }) => {
  const attempts = new Map<string, number>();
  /** Address -> how many attempts to turn away before accepting (Infinity: never accept). */
  const refuse = new Map<string, number>();
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let delivered: ReceivedMail[];

  beforeAll(async () => {
    smtp = await startSmtpServer({
      refuse: (address) => {
        const seen = (attempts.get(address) ?? 0) + 1;
        attempts.set(address, seen);
        return seen <= (refuse.get(address) ?? 0);
      },
    });
    delivered = smtp.received;
    vi.stubEnv("SMTP_URL", smtp.url);
    resetEnvCache();
    resetMailTransport();
    // Short retries so the test waits seconds, not minutes: one retry after 1-2 s.
    const queue = await startJobs(serverEffects(), get().handle, { pollingIntervalSeconds: 0.5, mail: { retryLimit: 1, retryDelaySeconds: 1, expireInSeconds: 30 } });
    expect(queue).toBeDefined();
  });

  afterAll(async () => {
    await stopJobs();
    vi.unstubAllEnvs();
    resetEnvCache();
    resetMailTransport();
    await smtp.close();
  });

  async function outboxRow(to: string) {
    const [row] = await get().db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    return row;
  }

  it("a delivery turned away once is retried and ends sent; the requester never waited for it", async () => {
    const { db } = get();
    await createOwner(db, "retry-me@example.com");
    refuse.set("retry-me@example.com", 1);
    const answer = await call(ownerLoginLink, { body: { username: "retry-me@example.com" } });
    expect(answer.status).toBe(200);
    // The first attempt cannot succeed, so the answer came before any delivery.
    expect((await outboxRow("retry-me@example.com"))!.status).toBe("queued");

    const row = await waitFor(async () => {
      const r = await outboxRow("retry-me@example.com");
      return r?.status === "sent" && r;
    }, 20_000, "the retried delivery");
    expect(attempts.get("retry-me@example.com")).toBe(2);
    expect(row).toMatchObject({ status: "sent", text: null, html: null, error: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    const message = delivered.find((m) => m.to.includes("retry-me@example.com"));
    expect(message!.raw).toContain("Subject: Your sign-in link");

    // One job, completed on its retry, holding the outbox row's id and nothing else: no link
    // in the queue's tables. (pg-boss records the completion just after the handler returns.)
    const job = await waitFor(async () => {
      const jobs = await queryRows<{ state: string; retry_count: number; data: Record<string, unknown> }>(
        db,
        sql`select state, retry_count, data from pgboss.job where name = ${MAIL_QUEUE} and data->>'outboxId' = ${row.id}`,
      );
      expect(jobs).toHaveLength(1);
      return jobs[0]!.state === "completed" && jobs[0];
    }, 5_000, "the job's completion");
    expect(job.retry_count).toBe(1);
    expect(Object.keys(job.data)).toEqual(["outboxId"]);
  });

  it("a delivery that never gets through ends failed after its retries, with no body left", async () => {
    const { db } = get();
    await createOwner(db, "never@example.com");
    refuse.set("never@example.com", Infinity);
    const answer = await call(ownerLoginLink, { body: { username: "never@example.com" } });
    expect(answer.status).toBe(200);
    const row = await waitFor(async () => {
      const r = await outboxRow("never@example.com");
      return r?.status === "failed" && r;
    }, 20_000, "the last attempt");
    expect(attempts.get("never@example.com")).toBe(2);
    expect(row).toMatchObject({ status: "failed", text: null, html: null, sentAt: null });
    expect(row.error).toMatch(/busy/i);
  });

  it("finding 8: mail of a use case in a transaction is queued once it commits, and a rolled-back one sends nothing", async () => {
    const { db } = get();
    const { cookies } = await ownerWithSession(db, "inviter@example.com");
    const invite = (lastName: string, to: string) => call(profilesCreate, { body: { firstName: "Ann", lastName, email: to, sendInvitation: true }, cookies, ip: "203.0.113.90" });
    expect((await invite("Lee", "invited@example.com")).status).toBe(200);
    const sent = await waitFor(async () => {
      const r = await outboxRow("invited@example.com");
      return r?.status === "sent" && r;
    }, 20_000, "the invitation's delivery");
    expect(sent.template).toBe("profile_invitation");

    // The same use case failing after its mail was recorded: a trigger refuses the profile's last write.
    await db.execute(sql.raw("create function refuse_invites() returns trigger language plpgsql as $$ begin if new.invitation_sent_at is not null then raise exception 'refused'; end if; return new; end $$"));
    await db.execute(sql.raw("create trigger refuse_invites before update on profiles for each row execute function refuse_invites()"));
    try {
      expect((await invite("Kim", "rolled-back@example.com")).status).toBeGreaterThanOrEqual(500);
    } finally {
      await db.execute(sql`drop trigger refuse_invites on profiles`);
      await db.execute(sql`drop function refuse_invites()`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1500)); // a worker poll's worth of time
    expect(await outboxRow("rolled-back@example.com")).toBeUndefined();
    expect(attempts.get("rolled-back@example.com")).toBeUndefined();
  });
});
