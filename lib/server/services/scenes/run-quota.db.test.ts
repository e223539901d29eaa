import { afterAll, beforeAll, expect, it } from "vitest";
import { closeEnginePool } from "@/lib/server/jobs/pool";
import { describeEachDatabase } from "@/tests/support/databases";
import { call } from "@/tests/support/http";
import { ownerWithSession } from "@/tests/support/owner-session";
import * as r from "@/tests/support/routes";
import { teamProfiles } from "@/tests/support/team-data";

afterAll(() => closeEnginePool());

describeEachDatabase("quotas: bounded concurrent runs per owner", ({ get, clock }) => {
  let cookies: Record<string, string>;
  let otherCookies: Record<string, string>;
  let teams: string[];
  let otherTeam: string;

  beforeAll(async () => {
    const { db } = get();
    const me = await ownerWithSession(db, "quota-owner@example.com");
    cookies = me.cookies;
    const { filled } = await teamProfiles(db, me.owner.id, clock.now());
    teams = [];
    for (let i = 0; i < 4; i++) {
      const team = await call(r.sceneCreate, { body: { title: `Team ${i + 1}`, actors: filled.slice(i % 3, (i % 3) + 4).map((profileId) => ({ profileId, events: [] })) }, cookies });
      teams.push(team.body._id as string);
    }
    const other = await ownerWithSession(db, "quota-other@example.com");
    otherCookies = other.cookies;
    const theirs = await teamProfiles(db, other.owner.id, clock.now());
    otherTeam = (await call(r.sceneCreate, { body: { title: "Theirs", actors: theirs.filled.slice(0, 3).map((profileId) => ({ profileId, events: [] })) }, cookies: otherCookies })).body._id as string;
  });

  it("past three runs in flight an owner gets 429 with Retry-After; other owners and later runs are not affected", async () => {
    const run = (id: string, who = cookies) => call(r.sceneRun, { method: "PUT", params: { id }, body: { wait: true }, cookies: who });
    const burst = await Promise.all([...teams, ...teams, ...teams].map((id) => run(id)));
    const statuses = burst.map((b) => b.status);
    expect(statuses.every((s) => s === 200 || s === 429), statuses.join(",")).toBe(true);
    const refused = burst.filter((b) => b.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(3);
    for (const answer of refused) {
      expect(answer.body.code).toBe("scene:too_many_runs");
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // While this owner's slots are busy, another owner still runs.
    const [mine, theirs] = await Promise.all([Promise.all(teams.map((id) => run(id))), run(otherTeam, otherCookies)]);
    expect(theirs.status).toBe(200);
    expect(mine.some((m) => m.status === 200)).toBe(true);
    // Slots come back when runs end.
    expect((await run(teams[0]!)).status).toBe(200);
  });
});
