import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { sceneRuns, scenes } from "@/db/schema";
import { seedDemoProfiles } from "@/db/seed-profiles";
import type { MonitorTeam } from "@/lib/contracts/monitor";
import { addDays, isoDay } from "@/lib/engine/core/dates";
import { closeEnginePool } from "@/lib/server/jobs/pool";
import { describeEachDatabase } from "@/tests/support/databases";
import { call } from "@/tests/support/http";
import { listScene } from "@/tests/support/list-data";
import { ownerWithSession } from "@/tests/support/owner-session";
import * as r from "@/tests/support/routes";

afterAll(() => closeEnginePool());

const FOUR = ["Anna Smirnova", "Boris Ivanov", "Vera Kuznetsova", "Gleb Orlov"];

describeEachDatabase("director monitor (GET /scene/monitor)", ({ get, clock }) => {
  let me: { id: string; cookies: Record<string, string> };
  let people: Map<string, string>;
  const teamIds: Record<string, string> = {};

  const monitor = (query = "", cookies = me.cookies) => call(r.sceneMonitor, { path: `/api/v1/scene/monitor${query ? `?${query}` : ""}`, cookies });
  const today = () => isoDay(clock.now());

  /** A one-year team of FOUR, all there from the first day, with extra events; run and waited for. */
  async function runTeam(title: string, extra: Record<string, Array<{ daysAgo: number; type: "DISMISS" | "L_RANK" }>> = {}) {
    const start = addDays(today(), -365);
    const actors = FOUR.map((name) => ({
      profileId: people.get(name)!,
      events: [{ date: start, type: "JOIN" }, ...(extra[name] ?? []).map((e) => ({ date: addDays(today(), -e.daysAgo), type: e.type }))],
    }));
    const created = await call(r.sceneCreate, { body: { title, lifespan: "one_year", actors }, cookies: me.cookies });
    expect(created.status).toBe(200);
    const id = created.body._id as string;
    const run = await call(r.sceneRun, { method: "PUT", params: { id }, body: { wait: true }, cookies: me.cookies });
    expect(run.body.status).toBe("done");
    return id;
  }

  async function allTeams(cookies = me.cookies): Promise<{ items: MonitorTeam[]; pages: number }> {
    const items: MonitorTeam[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await monitor(cursor ? `cursor=${cursor}` : "", cookies);
      expect(page.status).toBe(200);
      items.push(...(page.body.items as MonitorTeam[]));
      cursor = page.body.nextCursor as string | null;
      pages += 1;
    } while (cursor && pages < 10);
    return { items, pages };
  }

  beforeAll(async () => {
    const { db } = get();
    const owner = await ownerWithSession(db, "monitor-me@example.com");
    me = { id: owner.owner.id, cookies: owner.cookies };
    people = await seedDemoProfiles(db, me.id, clock.now());
    teamIds.settled = await runTeam("A settled team");
    // Vera, the most expert of the four, leaves two days ago: the others lose a familiar colleague
    // (condition falls) and the team's predicted peak power falls with her, within the week.
    teamIds.left = await runTeam("B after a departure", { "Vera Kuznetsova": [{ daysAgo: 2, type: "DISMISS" }] });
  }, 120_000);

  it("reads a team from its latest run: 90-day trends with weekly points, words, and the run's day", async () => {
    const { items } = await allTeams();
    const settled = items.find((t) => t._id === teamIds.settled)!;
    expect(settled).toMatchObject({ title: "A settled team", actorsCount: 4, state: "ready", runDay: today() });
    for (const key of ["cohesion", "power", "atmosphere"] as const) {
      const trend = settled.trends![key];
      expect(trend.points.at(-1)).toBe(trend.now);
      expect(trend.points.length).toBeGreaterThanOrEqual(13);
      expect(trend.change).toBeCloseTo(trend.now - trend.from, 5);
      expect(trend.direction).toBe(Math.abs(trend.change) < 5 ? "steady" : trend.change > 0 ? "up" : "down");
      expect(trend.norm).toMatchObject({ band: expect.stringMatching(/^(low|typical|high)$/) });
    }
    // Nobody left and nobody joined in the last 90 days: a team a year together holds steady.
    expect(settled.falling).toEqual([]);
    expect(settled.forecast).toMatchObject({ change: 0, dropped: false });
  });

  it("names the members whose condition fell by 5 points or more, worst first, and says the forecast dropped this week", async () => {
    const { items } = await allTeams();
    const left = items.find((t) => t._id === teamIds.left)!;
    const names = left.falling.map((m) => `${m.firstName} ${m.lastName}`);
    expect(new Set(names)).toEqual(new Set(["Anna Smirnova", "Boris Ivanov", "Gleb Orlov"]));
    for (const m of left.falling) {
      expect(m.change).toBeLessThanOrEqual(-5);
      expect(m.change).toBeCloseTo(m.to - m.from, 5);
      expect(m.profileId).toBe(people.get(`${m.firstName} ${m.lastName}`));
    }
    expect(left.falling.map((m) => m.change)).toEqual([...left.falling.map((m) => m.change)].sort((a, b) => a - b));
    expect(left.forecast!.dropped).toBe(true);
    expect(left.forecast!.change).toBeLessThanOrEqual(-5);
    expect(left.forecast!.change).toBeCloseTo(left.forecast!.now - left.forecast!.weekAgo, 5);
  });

  it("says which teams have no result yet: never run, the first run under way, or failed", async () => {
    const { db } = get();
    const ids = [people.get("Anna Smirnova")!, people.get("Boris Ivanov")!];
    const never = await listScene(db, me.id, "C never run", ids, clock.now());
    const running = await listScene(db, me.id, "D running", ids, clock.now());
    const failed = await listScene(db, me.id, "E failed", ids, clock.now());
    for (const [sceneId, status] of [[running, "running"], [failed, "failed"]] as const) {
      const [run] = await db.insert(sceneRuns).values({ sceneId, ownerId: me.id, status, seed: 1, engineVersion: "1.2.0" }).returning({ id: sceneRuns.id });
      await db.update(scenes).set({ lastRunId: run!.id }).where(eq(scenes.id, sceneId));
    }
    const { items } = await allTeams();
    const state = (id: string) => items.find((t) => t._id === id)!;
    expect(state(never)).toMatchObject({ state: "never_run", runDay: null, trends: null, falling: [], forecast: null });
    expect(state(running)).toMatchObject({ state: "running", trends: null });
    expect(state(failed)).toMatchObject({ state: "failed", trends: null });
    // A newer run under way keeps the latest finished result on screen.
    const [again] = await db.insert(sceneRuns).values({ sceneId: teamIds.settled!, ownerId: me.id, status: "running", seed: 1, engineVersion: "1.2.0" }).returning({ id: sceneRuns.id });
    await db.update(scenes).set({ lastRunId: again!.id }).where(eq(scenes.id, teamIds.settled!));
    expect(state(teamIds.settled!).state).toBe("ready");
    expect((await allTeams()).items.find((t) => t._id === teamIds.settled)!.state).toBe("ready");
  });

  it("pages 20 teams at a time by title then id, with no gap or repeat; only this owner's saved teams", async () => {
    const { db } = get();
    const stranger = await ownerWithSession(db, "monitor-stranger@example.com");
    const theirs = await listScene(db, stranger.owner.id, "A stranger's team", [], clock.now());
    const ids = [people.get("Anna Smirnova")!, people.get("Gleb Orlov")!];
    // Same titles: the id decides their order across a page boundary.
    for (let n = 0; n < 21; n++) await listScene(db, me.id, n < 6 ? "F same title" : `G team ${String(n).padStart(2, "0")}`, ids, clock.now());
    const [check] = await db.insert(scenes).values({ ownerId: me.id, kind: "check", title: "A team check", startDay: today(), summonDay: today(), settings: { defaultInteraction: { remote: false, hoursPerWeek: 5 }, managerId: null, slots: [] } }).returning({ id: scenes.id });

    const first = await monitor();
    expect(first.body.items).toHaveLength(20);
    const { items, pages } = await allTeams();
    expect(pages).toBe(2);
    expect(items).toHaveLength(26);
    const got = items.map((t) => t._id);
    expect(new Set(got).size).toBe(got.length);
    expect(got).not.toContain(theirs);
    expect(got).not.toContain(check!.id);
    const keys = items.map((t) => [t.title, t._id] as const);
    expect(keys).toEqual([...keys].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : 1)));
    expect((await allTeams(stranger.cookies)).items.map((t) => t._id)).toEqual([theirs]);
  });

  it("refuses a plan without the monitor, a malformed cursor and pages larger than 20", async () => {
    const basic = await ownerWithSession(get().db, "monitor-basic@example.com", { plan: "none" });
    const refused = await monitor("", basic.cookies);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("subscription:not_in_plan");
    expect((await monitor("cursor=not-a-cursor")).body.code).toBe("validation:invalid_query");
    expect((await monitor("limit=21")).status).toBe(400);
    expect((await monitor("", {})).status).toBe(401);
  });
});
