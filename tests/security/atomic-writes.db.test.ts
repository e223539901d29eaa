import { and, eq, sql } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import { estimatorAssignments, owners, profiles } from "@/db/schema";
import { describeEachDatabase } from "../support/databases";
import { call } from "../support/http";
import { ownerWithSession } from "../support/owner-session";
import * as r from "../support/routes";
import { estimatorWithSession } from "../support/staff-session";
import { teamProfiles } from "../support/team-data";

// Finding 8: a use case that writes more than once either completes or leaves nothing
// behind. Where nothing in the product fails on its own, a trigger makes the last write of
// the use case fail, the way a lost connection or a constraint would.

describeEachDatabase("finding 8: multi-step writes are atomic", ({ get, clock }) => {
  afterEach(async () => {
    const { db } = get();
    await db.execute(sql`drop trigger if exists fail_on_purpose on profiles`);
    await db.execute(sql`drop trigger if exists fail_on_purpose on auth_events`);
    await db.execute(sql`drop function if exists fail_on_purpose()`);
  });

  async function failWhen(table: "profiles" | "auth_events", condition: string) {
    await get().db.execute(sql.raw(`create function fail_on_purpose() returns trigger language plpgsql as $$ begin if ${condition} then raise exception 'failing on purpose'; end if; return new; end $$`));
    await get().db.execute(sql.raw(`create trigger fail_on_purpose before insert or update on ${table} for each row execute function fail_on_purpose()`));
  }

  it("finding 8: an invitation refused with 429 creates no profile", async () => {
    const { db } = get();
    const { owner, cookies } = await ownerWithSession(db, "atomic-invites@example.com");
    const invite = (i: number) => call(r.profilesCreate, { body: { firstName: "Ann", lastName: ["Lee", "Kim", "Park", "Choi", "Jung", "Kang"][i]!, email: "invitee@example.com", sendInvitation: true }, cookies, ip: "203.0.113.40" });
    for (let i = 0; i < 5; i++) expect((await invite(i)).status).toBe(200);
    const refused = await invite(5);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const rows = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.ownerId, owner.id));
    expect(rows).toHaveLength(5);
  });

  it("finding 8: a grade whose final-score refresh fails is not kept", async () => {
    const { db } = get();
    const { owner } = await ownerWithSession(db, "atomic-grades@example.com");
    await teamProfiles(db, owner.id, clock.now());
    await db.update(profiles).set({ finalScore: null }).where(eq(profiles.ownerId, owner.id));
    const grader = await estimatorWithSession(db, "atomic-grader@example.com");
    await call(r.estAssign, { method: "POST", cookies: grader.cookies });
    const [assignment] = await db.select().from(estimatorAssignments).where(eq(estimatorAssignments.estimatorId, grader.estimator.id)).limit(1);
    await failWhen("profiles", "new.final_score is distinct from old.final_score");
    const rated = await call(r.estRate, { method: "PUT", params: { id: assignment!.profileId }, body: { score: { K: "SENIOR", P: "MIDDLE", L: "MIDDLE" } }, cookies: grader.cookies });
    expect(rated.status).toBeGreaterThanOrEqual(500);
    const [after] = await db.select().from(estimatorAssignments).where(and(eq(estimatorAssignments.id, assignment!.id)));
    expect(after!.grade).toEqual(assignment!.grade);
    expect(after!.estimateStatus).toBe(assignment!.estimateStatus);
  });

  it("finding 8: an account deletion that fails at its last step leaves the account and its session as they were", async () => {
    const { db } = get();
    const { owner, cookies } = await ownerWithSession(db, "atomic-delete@example.com");
    await failWhen("auth_events", "new.event = 'account_deleted'");
    const deleted = await call(r.ownerSelfDelete, { method: "DELETE", body: { confirmation: "Delete" }, cookies });
    expect(deleted.status).toBeGreaterThanOrEqual(500);
    const [row] = await db.select().from(owners).where(eq(owners.id, owner.id));
    expect(row!.status).not.toBe("deleted");
    expect(row!.email).toBe("atomic-delete@example.com");
    expect((await call(r.ownerSelfGet, { cookies })).status).toBe(200);
  });
});
