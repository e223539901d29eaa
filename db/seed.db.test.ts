import { and, eq, inArray } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { closeEnginePool } from "@/lib/server/jobs/pool";
import { ownerHistory } from "@/lib/server/services/scenes/history";
import { describeEachDatabase } from "@/tests/support/databases";
import { compareRequests, coupleResults, estimatorAssignments, flameUsers, lovePairUnlocks, owners, pairChecks, profiles, sceneRuns, scenes } from "./schema";
import { GRADES } from "@/lib/engine/person/person";
import { DEMO_ACCOUNTS, seedDemoData } from "./seed";
import type { MonitorTeam } from "@/lib/contracts/monitor";
import { call } from "@/tests/support/http";
import * as r from "@/tests/support/routes";
import { GRADING_ARCHIVE } from "./seed-graded-archive";

afterAll(() => closeEnginePool());

describeEachDatabase("demo data", ({ get }) => {
  it("loads once: the demo accounts and the demo company's profiles", async () => {
    const { db } = get();
    expect(await seedDemoData(db)).toBe(true);
    expect(await seedDemoData(db)).toBe(false);
    const [owner] = await db.select().from(owners).where(eq(owners.email, DEMO_ACCOUNTS.owner.email));
    expect(owner!.status).toBe("verified");
    const rows = await db.select().from(profiles).where(eq(profiles.ownerId, owner!.id));
    expect(rows).toHaveLength(13);
    const filled = rows.filter((r) => r.status === "ack_a");
    expect(filled).toHaveLength(12);
    for (const row of filled) {
      expect(row.bigFive).not.toBeNull();
      expect(row.avatarName).toMatch(/^(male|female)-/);
    }
    // Answers differ between people, so their forecasts do too.
    expect(new Set(filled.map((r) => JSON.stringify(r.bigFive))).size).toBe(12);
    // Names agree with the sex each profile answered.
    for (const row of filled) expect(row.lastName.endsWith("a"), `${row.firstName} ${row.lastName}`).toBe(row.answers.gender === "female");
  });

  it("the demo company's story: two teams with a year of history, run; a pair check, a team check and a comparison; a dashboard history", async () => {
    const { db } = get();
    const [owner] = await db.select().from(owners).where(eq(owners.email, DEMO_ACCOUNTS.owner.email));
    const teams = await db.select().from(scenes).where(and(eq(scenes.ownerId, owner!.id), eq(scenes.kind, "team")));
    expect(teams.length).toBeGreaterThanOrEqual(2);
    for (const team of teams) {
      expect(team.lifespan).toBe("one_year");
      const events = team.actors.flatMap((a) => a.events);
      const after = (type: string) => events.some((e) => e.type === type && e.date > team.startDay);
      // A hire, a dismissal and a new lead or manager during the year; a move to remote hours.
      expect(after("JOIN"), `${team.title}: a hire`).toBe(true);
      expect(events.some((e) => e.type === "DISMISS"), `${team.title}: a dismissal`).toBe(true);
      expect(after("L_RANK") || after("M_RANK"), `${team.title}: a new lead or manager`).toBe(true);
      expect(team.interactions.some((i) => i.remote === true && i.date > team.startDay), `${team.title}: remote work`).toBe(true);
      const [run] = await db.select().from(sceneRuns).where(eq(sceneRuns.id, team.lastRunId!));
      expect(run).toMatchObject({ status: "done", phase: "DONE" });
      expect(run!.dataSize).toBeGreaterThan(0);
      expect(team.summary).toHaveProperty("finalStats");
    }
    const [check] = await db.select().from(scenes).where(and(eq(scenes.ownerId, owner!.id), eq(scenes.kind, "check")));
    const [checkRun] = await db.select().from(sceneRuns).where(eq(sceneRuns.id, check!.lastRunId!));
    expect(checkRun!.status).toBe("done");
    const pairs = await db.select().from(pairChecks).where(eq(pairChecks.ownerId, owner!.id));
    expect(pairs).toHaveLength(1);
    expect(pairs[0]!.lastRunAt).not.toBeNull();
    expect(pairs[0]!.result).not.toBeNull();
    const [comparison] = await db.select().from(compareRequests).where(eq(compareRequests.ownerId, owner!.id));
    expect([...comparison!.sceneIds].sort()).toEqual(teams.map((t) => t.id).sort());
    // The dashboard's history and counters are what a newcomer sees first.
    const history = await ownerHistory(db, owner!.id);
    expect(new Set(history.entries.map((e) => e.type))).toEqual(new Set(["p2p", "team", "teams", "compareTeams"]));
    expect(history.counters).toEqual({ p2p: 1, team: 1 });
  });

  it("the demo story's monitor: both teams with trends; in the growth team, whose condition fell since Kirill Fedorov left", async () => {
    const login = await call(r.ownerLogin, { body: { username: DEMO_ACCOUNTS.owner.email, password: DEMO_ACCOUNTS.owner.password }, ip: "192.0.2.60" });
    const monitor = await call(r.sceneMonitor, { path: "/api/v1/scene/monitor", cookies: { sid_owner: login.setCookies.sid_owner!.value } });
    expect(monitor.status).toBe(200);
    const teams = monitor.body.items as MonitorTeam[];
    expect(teams.map((t) => t.title)).toEqual(["Growth team", "Platform team"]);
    for (const team of teams) expect(team).toMatchObject({ state: "ready", trends: { cohesion: expect.any(Object), power: expect.any(Object), atmosphere: expect.any(Object) } });
    const growth = teams[0]!;
    expect(growth.falling.length).toBeGreaterThan(0);
    expect(growth.falling.map((m) => `${m.firstName} ${m.lastName}`)).not.toContain("Kirill Fedorov");
  });

  it("the grading archive: completed profiles, every one with K, P and L final grades, for training the grading network", async () => {
    const { db } = get();
    const [archive] = await db.select().from(owners).where(eq(owners.email, GRADING_ARCHIVE.email));
    expect(archive).toMatchObject({ companyName: "Grading archive", status: "verified", passwordHash: null });
    const rows = await db.select().from(profiles).where(eq(profiles.ownerId, archive!.id));
    expect(rows).toHaveLength(GRADING_ARCHIVE.profiles);
    for (const row of rows) {
      expect(row.status).toBe("ack_a");
      expect(row.bigFive).not.toBeNull();
      expect(row.answers).toHaveProperty("work_experience_years");
      for (const scale of ["K", "P", "L"] as const) expect(GRADES).toContain(row.finalScore?.[scale]);
      // Names agree with the sex the profile answered (a woman is Novikova, not Novikov).
      expect(row.lastName.endsWith("a"), `${row.firstName} ${row.lastName}`).toBe(row.answers.gender === "female");
    }
    expect(new Set(rows.map((r) => r.answers.gender))).toEqual(new Set(["male", "female"]));
    // The archive estimator's grades are the final grades, so none of these waits for the demo estimator.
    const assignments = await db.select().from(estimatorAssignments).where(inArray(estimatorAssignments.profileId, rows.map((r) => r.id)));
    expect(assignments).toHaveLength(rows.length);
    const finalById = new Map(rows.map((r) => [r.id, r.finalScore]));
    for (const a of assignments) expect({ status: a.estimateStatus, grade: a.grade }).toEqual({ status: "write", grade: finalById.get(a.profileId) });
    // Grades are spread over the levels, not one class.
    expect(new Set(rows.map((r) => r.finalScore?.K)).size).toBe(GRADES.length);
  });

  it("the consumer demo: the flame user's couple result and the love owner's pair are finished and unlocked", async () => {
    const { db } = get();
    const [flame] = await db.select().from(flameUsers).where(eq(flameUsers.email, DEMO_ACCOUNTS.flame.email));
    const results = await db.select().from(coupleResults).where(eq(coupleResults.flameUserId, flame!.id));
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ status: "complete", product: "flame" });
    expect(results[0]!.unlockedAt).not.toBeNull();
    const [lover] = await db.select().from(owners).where(eq(owners.email, DEMO_ACCOUNTS.love.email));
    expect(lover!.product).toBe("love");
    const pairs = await db.select().from(pairChecks).where(eq(pairChecks.ownerId, lover!.id));
    expect(pairs).toHaveLength(1);
    expect(pairs[0]!.result).toHaveProperty("marital");
    expect(await db.select().from(lovePairUnlocks).where(eq(lovePairUnlocks.ownerId, lover!.id))).toHaveLength(1);
    expect((await db.select().from(profiles).where(eq(profiles.ownerId, lover!.id))).every((p) => p.kind === "love" && p.bigFive !== null)).toBe(true);
  });
});
