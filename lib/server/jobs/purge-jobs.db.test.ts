import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Db } from "@/db/client";
import { consumerDrafts, mailOutbox, oneTimeTokens, rateLimitHits, sceneRuns, scenes, sessions } from "@/db/schema";
import { createOwner } from "@/tests/support/accounts";
import { describeEachDatabase } from "@/tests/support/databases";
import { addRun, addScene } from "@/tests/support/run-rows";
import { waitFor } from "@/tests/support/wait";
import { testEffects } from "@/tests/support/effects";
import { PURGE_QUEUE, purgeExpired } from "./purge-jobs";
import { startJobs, stopJobs } from "./queue";
import { RECOVER_RUNS_QUEUE } from "./recover-runs";
import { JOB_SCHEDULES } from "./retention";

const SECOND = 1_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);
const later = (now: Date, ms: number) => new Date(now.getTime() + ms);
const hash = () => randomBytes(16).toString("hex");

async function addSession(db: Db, ownerId: string, idle: Date, absolute: Date) {
  const [row] = await db.insert(sessions).values({ domain: "owner", subjectId: ownerId, tokenHash: hash(), idleExpiresAt: idle, absoluteExpiresAt: absolute }).returning({ id: sessions.id });
  return row!.id;
}

async function addToken(db: Db, kind: "live_ticket" | "magic_login", expiresAt: Date) {
  const [row] = await db.insert(oneTimeTokens).values({ kind, domain: "owner", tokenHash: hash(), expiresAt }).returning({ id: oneTimeTokens.id });
  return row!.id;
}



async function addMail(db: Db, to: string, status: "queued" | "outbox" | "sent", createdAt: Date) {
  const body = status === "sent" ? null : "the link";
  const [row] = await db.insert(mailOutbox).values({ to, locale: "en", template: "owner_login", subject: "Sign in", text: body, html: body, status, createdAt }).returning({ id: mailOutbox.id });
  return row!.id;
}

async function ids(db: Db, table: typeof sessions | typeof oneTimeTokens | typeof rateLimitHits | typeof sceneRuns) {
  return (await db.select({ id: table.id }).from(table)).map((r) => r.id).sort();
}

describeEachDatabase("purge job", ({ get, clock }) => {
  it("removes exactly what the retention rules say and keeps the rest", async () => {
    const { db } = get();
    const now = clock.now();
    const owner = await createOwner(db, "purge@example.com");

    // Removed: past the idle expiry, past the absolute expiry.
    await addSession(db, owner.id, ago(now, SECOND), later(now, DAY));
    await addSession(db, owner.id, later(now, HOUR), ago(now, SECOND));
    const liveSession = await addSession(db, owner.id, later(now, HOUR), later(now, DAY));

    // Removed: an expired live-channel ticket and an expired sign-in link.
    await addToken(db, "live_ticket", ago(now, SECOND));
    await addToken(db, "magic_login", ago(now, HOUR));
    const liveTicket = await addToken(db, "live_ticket", later(now, 30 * SECOND));
    const liveLink = await addToken(db, "magic_login", later(now, 10 * 60 * SECOND));

    await db.insert(rateLimitHits).values({ key: "mailPerIp:a", createdAt: ago(now, 49 * HOUR) }); // removed (past RETENTION.rateLimitHitsMs, 48 h)
    const [recentHit] = await db.insert(rateLimitHits).values({ key: "mailPerIp:a", createdAt: ago(now, 47 * HOUR) }).returning({ id: rateLimitHits.id });
    // A consumer's unfinished questionnaire goes once it expires (30 days after its last save).
    await db.insert(consumerDrafts).values([
      { keyHash: "expired-draft", data: {}, updatedAt: ago(now, 31 * DAY), expiresAt: ago(now, DAY) },
      { keyHash: "live-draft", data: {}, updatedAt: ago(now, DAY), expiresAt: later(now, 29 * DAY) },
    ]);

    // Scene A's last run is old but still its last run; scene B points at a recent one. Removed:
    // runs past 30 days that no scene points at.
    const sceneA = await addScene(db, owner.id);
    const sceneB = await addScene(db, owner.id);
    const oldLastOfA = await addRun(db, owner.id, sceneA, ago(now, 40 * DAY));
    await addRun(db, owner.id, sceneA, ago(now, 31 * DAY));
    const youngerOfA = await addRun(db, owner.id, sceneA, ago(now, 29 * DAY));
    await addRun(db, owner.id, sceneB, ago(now, 60 * DAY));
    const lastOfB = await addRun(db, owner.id, sceneB, ago(now, DAY));
    await db.update(scenes).set({ lastRunId: oldLastOfA }).where(eq(scenes.id, sceneA));
    await db.update(scenes).set({ lastRunId: lastOfB }).where(eq(scenes.id, sceneB));

    const oldOutbox = await addMail(db, "a@example.com", "outbox", ago(now, 8 * DAY));
    const oldQueued = await addMail(db, "b@example.com", "queued", ago(now, 8 * DAY));
    const oldSent = await addMail(db, "c@example.com", "sent", ago(now, 30 * DAY));
    const recentOutbox = await addMail(db, "d@example.com", "outbox", ago(now, 6 * DAY));

    await purgeExpired(db, now, testEffects().log);

    expect(await ids(db, sessions)).toEqual([liveSession]);
    expect(await ids(db, oneTimeTokens)).toEqual([liveTicket, liveLink].sort());
    expect(await ids(db, rateLimitHits)).toEqual([recentHit!.id]);
    expect((await db.select({ key: consumerDrafts.keyHash }).from(consumerDrafts)).map((d) => d.key)).toEqual(["live-draft"]);
    expect(await ids(db, sceneRuns)).toEqual([oldLastOfA, youngerOfA, lastOfB].sort());

    const mail = new Map((await db.select().from(mailOutbox)).map((r) => [r.id, r]));
    expect(mail.size).toBe(4); // rows stay as the record of what was sent; only bodies go
    expect(mail.get(oldOutbox)).toMatchObject({ status: "outbox", text: null, html: null });
    expect(mail.get(oldQueued)).toMatchObject({ status: "failed", text: null, html: null, error: "not delivered in time" });
    expect(mail.get(oldSent)).toMatchObject({ status: "sent", text: null, html: null, error: null });
    expect(mail.get(recentOutbox)).toMatchObject({ status: "outbox", text: "the link", html: "the link" });
  });

  it("is scheduled with pg-boss and its worker runs a purge job", async () => {
    const { db, handle } = get();
    const now = clock.now();
    const owner = await createOwner(db, "purge-job@example.com");
    const expired = await addSession(db, owner.id, ago(now, SECOND), later(now, DAY));
    const queue = await startJobs(testEffects({ clock }), handle, { pollingIntervalSeconds: 0.5 });
    try {
      expect(queue).toBeDefined();
      const schedules = new Map((await queue!.boss.getSchedules()).map((s) => [s.name, s]));
      expect(schedules.get(PURGE_QUEUE)).toMatchObject({ cron: JOB_SCHEDULES.purge, timezone: "UTC" });
      expect(schedules.get(RECOVER_RUNS_QUEUE)).toMatchObject({ cron: JOB_SCHEDULES.recoverRuns, timezone: "UTC" });
      await queue!.send(PURGE_QUEUE, {});
      await waitFor(async () => !(await ids(db, sessions)).includes(expired), 10_000, "the purge job");
    } finally {
      await stopJobs();
    }
  });
});
