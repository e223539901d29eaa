import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { mailOutbox, oneTimeTokens, sceneRuns } from "@/db/schema";
import { resolveSession, type Session } from "@/lib/server/auth/sessions";
import { closeEnginePool } from "@/lib/server/jobs/pool";
import type { ServerEffects } from "@/lib/server/effects";
import type { RequestMeta } from "@/lib/server/services/request-meta";
import { describeEachDatabase } from "@/tests/support/databases";
import { fixedClock, recordingLive, recordingMail, testEffects } from "@/tests/support/effects";
import { call } from "@/tests/support/http";
import { ownerWithSession } from "@/tests/support/owner-session";
import * as r from "@/tests/support/routes";
import { teamProfiles } from "@/tests/support/team-data";
import { requestLoginLink } from "./passport/request-login-link";
import { startSceneRun } from "./scenes/run-scene";

// Side effects are passed in (issue 11, point 7): a service handed a clock, a live hub and a
// mailer uses those and no process-wide one. The instant below is far from both the real
// time and the suite's test clock (2026-11-21), so a service reading either would show.
const INJECTED = "2031-05-06T07:08:09.000Z";

function metaWith(effects: ServerEffects): RequestMeta {
  return { now: effects.clock.now(), effects, ip: "192.0.2.10", userAgent: "vitest", upstreamId: null, linkBase: "http://localhost:3000" };
}

describeEachDatabase("services use the effects they are given", ({ get }) => {
  let session: Session;
  let cookies: Record<string, string>;
  let filled: string[];

  beforeAll(async () => {
    const { db } = get();
    const me = await ownerWithSession(db, "effects-owner@example.com");
    cookies = me.cookies;
    const resolved = await resolveSession(db, cookies.sid_owner!, "owner", new Date(Date.parse("2026-11-21T09:00:00Z")));
    if (!resolved.ok) throw new Error("no session");
    session = resolved.session;
    ({ filled } = await teamProfiles(db, me.owner.id, new Date()));
  });

  afterAll(async () => {
    await closeEnginePool();
  });

  it("a sign-in link goes to the injected mailer, stamped with the injected clock; nothing reaches the app's outbox", async () => {
    const { db } = get();
    const mail = recordingMail();
    const effects = testEffects({ clock: fixedClock(INJECTED), mail });
    await requestLoginLink(db, { domain: "owner", email: "effects-owner@example.com", locale: "en" }, metaWith(effects));

    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]).toMatchObject({ to: "effects-owner@example.com", template: "owner_magic_link", locale: "en", now: new Date(INJECTED) });
    expect(mail.sent[0]!.values?.link).toMatch(/^http:\/\/localhost:3000\/.*token=/);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, "effects-owner@example.com"))).toEqual([]);
    const [token] = await db.select().from(oneTimeTokens).where(eq(oneTimeTokens.email, "effects-owner@example.com"));
    expect(token!.createdAt).toEqual(new Date(INJECTED));
  });

  it("a run finishes at the injected clock's time and tells the injected hub, not the app's", async () => {
    const { db } = get();
    const team = await call(r.sceneCreate, { body: { title: "Effects team", actors: filled.slice(0, 3).map((profileId) => ({ profileId, events: [] })) }, cookies });
    expect(team.status).toBe(200);
    const sceneId = team.body._id as string;
    const clock = fixedClock(INJECTED);
    const live = recordingLive();
    const effects = testEffects({ clock, live });
    const meta = metaWith(effects);
    // The run ends later than it starts: the service must ask the clock again, not reuse meta.now.
    clock.set(new Date(Date.parse(INJECTED) + 60_000));

    const started = await startSceneRun(db, session, sceneId, { wait: true }, meta);
    expect(started.status).toBe("done");

    const [run] = await db.select().from(sceneRuns).where(eq(sceneRuns.id, started.ruid));
    expect(run!.createdAt).toEqual(new Date(INJECTED));
    expect(run!.finishedAt).toEqual(new Date(Date.parse(INJECTED) + 60_000));
    const types = live.to(session.subjectId).map((m) => m.type);
    expect(types).toContain("sceneComputePhase");
    expect(types).toContain("integralStats");
    expect(types).toContain("syncHistory");
  });
});
