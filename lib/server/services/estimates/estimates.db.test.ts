import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { estimatorAssignments, owners, profiles } from "@/db/schema";
import { describeEachDatabase } from "@/tests/support/databases";
import { call } from "@/tests/support/http";
import { ownerWithSession } from "@/tests/support/owner-session";
import * as r from "@/tests/support/routes";
import { estimatorWithSession } from "@/tests/support/staff-session";
import { teamProfiles } from "@/tests/support/team-data";

describeEachDatabase("estimator workspace", ({ get, clock }) => {
  let filled: string[];

  beforeAll(async () => {
    const { db } = get();
    const { owner } = await ownerWithSession(db, "graded-owner@example.com");
    ({ filled } = await teamProfiles(db, owner.id, clock.now()));
    // Start from profiles nobody graded.
    await db.update(profiles).set({ finalScore: null });
  });

  it("work comes in batches; an estimator sees only profiles assigned to them; states, filters and grades", async () => {
    const { db } = get();
    const first = await estimatorWithSession(db, "first-grader@example.com");
    const second = await estimatorWithSession(db, "second-grader@example.com");
    expect((await call(r.estimatorSelfGet, { cookies: first.cookies })).body.nextBatchAvailable).toBe(true);
    const batch = await call(r.estAssign, { method: "POST", cookies: first.cookies });
    expect(batch.body).toMatchObject({ batchSize: 5, assigned: 5 });
    const rest = await call(r.estAssign, { method: "POST", cookies: second.cookies });
    expect(rest.body).toMatchObject({ batchSize: 5, assigned: 1 });
    expect((await call(r.estAssign, { method: "POST", cookies: second.cookies })).body).toMatchObject({ assigned: 0 });
    expect((await call(r.estimatorSelfGet, { cookies: second.cookies })).body.nextBatchAvailable).toBe(false);

    const mine = await call(r.estProfiles, { path: "/api/v1/estimator/profiles", cookies: first.cookies });
    const ids = (mine.body.profiles as Array<{ _id: string }>).map((p) => p._id);
    expect(mine.body.counter).toEqual({ total: 5, profilesCount: 5 });
    const theirs = (await call(r.estProfiles, { path: "/api/v1/estimator/profiles", cookies: second.cookies })).body.profiles as Array<{ _id: string }>;
    expect(ids).not.toContain(theirs[0]!._id);
    for (const handler of [r.estProfile]) expect((await call(handler, { params: { id: theirs[0]!._id }, cookies: first.cookies })).status).toBe(404);
    expect((await call(r.estRate, { method: "PUT", params: { id: theirs[0]!._id }, body: { score: { K: "SENIOR" } }, cookies: first.cookies })).status).toBe(404);
    expect((await call(r.estNote, { method: "PATCH", params: { id: theirs[0]!._id }, body: { content: "x" }, cookies: first.cookies })).status).toBe(404);
    expect((await call(r.estSkip, { method: "PATCH", params: { id: theirs[0]!._id }, body: { skipStatus: "normal" }, cookies: first.cookies })).status).toBe(404);

    const [a, b, c, d] = ids as [string, string, string, string];
    // Opening a profile: GET reads, the page's PATCH { read } marks it read.
    const detail = await call(r.estProfile, { params: { id: a }, cookies: first.cookies });
    expect(detail.body).toMatchObject({ estimateStatus: "none", bigFive: expect.any(Object) });
    expect((await call(r.estSkip, { method: "PATCH", params: { id: a }, body: { read: true }, cookies: first.cookies })).body.estimateStatus).toBe("read");
    await call(r.estRate, { method: "PUT", params: { id: b }, body: { score: { K: "SENIOR", P: "MIDDLE", L: "MIDDLE_PLUS" } }, cookies: first.cookies });
    const precise = await call(r.estRatePrecise, { method: "PUT", params: { id: b }, body: { score: { K: 77.5 } }, cookies: first.cookies });
    expect(precise.body).toMatchObject({ estimateStatus: "write", grade: { K: "SENIOR" }, gradePrecise: { K: 77.5 } });
    await call(r.estNote, { method: "PATCH", params: { id: b }, body: { content: "Strong candidate" }, cookies: first.cookies });
    await call(r.estSkip, { method: "PATCH", params: { id: c }, body: { skipStatus: "normal" }, cookies: first.cookies });
    await call(r.estSkip, { method: "PATCH", params: { id: d }, body: { skipStatus: "suspicious" }, cookies: first.cookies });

    const byState = async (state: string, extra = "") => ((await call(r.estProfiles, { path: `/api/v1/estimator/profiles?stateFilter=${state}${extra}`, cookies: first.cookies })).body.profiles as Array<{ _id: string }>).map((p) => p._id).sort();
    expect(await byState("view")).toEqual([a]);
    expect(await byState("estimated")).toEqual([b]);
    expect(await byState("skipNormal")).toEqual([c]);
    expect(await byState("skipSuspicious")).toEqual([d]);
    expect(await byState("notEstimated")).toEqual([ids[4]!]);
    expect(await byState("all")).toEqual([...ids].sort());
    expect(await byState("all", "&existComment=true")).toEqual([b]);
    expect(await byState("all", "&gradeC=SENIOR")).toEqual([b]);
    expect(await byState("all", "&gradeM=JUNIOR")).toEqual([]);
    expect((await call(r.estProfiles, { path: "/api/v1/estimator/profiles?stateFilter=lazy", cookies: first.cookies })).status).toBe(400);

    // The profile's final score follows the estimator's grades.
    const [graded] = await db.select().from(profiles).where(eq(profiles.id, b));
    expect(graded!.finalScore).toEqual({ K: "SENIOR", P: "MIDDLE", L: "MIDDLE_PLUS" });
    expect(graded!.finalScorePrecise).toEqual({ K: 77.5 });
    // Default order: updatedAt ascending.
    const order = (await call(r.estProfiles, { path: "/api/v1/estimator/profiles", cookies: first.cookies })).body.profiles as Array<{ updatedAt: string }>;
    expect(order.map((p) => p.updatedAt)).toEqual([...order.map((p) => p.updatedAt)].sort());
    expect(filled).toHaveLength(6);
  });

  it("two estimators asking for a batch at the same moment never receive the same profile", async () => {
    const { db } = get();
    const { owner } = await ownerWithSession(db, "batch-owner@example.com");
    for (let round = 0; round < 4; round++) await teamProfiles(db, owner.id, clock.now());
    // Work for everyone: graded profiles are not handed out.
    await db.update(profiles).set({ finalScore: null }).where(eq(profiles.ownerId, owner.id));
    const graders = await Promise.all(Array.from({ length: 4 }, (_, i) => estimatorWithSession(db, `racer${i}@example.com`)));
    for (let round = 0; round < 3; round++) {
      await Promise.all(graders.map((g) => call(r.estAssign, { method: "POST", cookies: g.cookies })));
    }
    const rows = await db.select({ profileId: estimatorAssignments.profileId }).from(estimatorAssignments);
    expect(new Set(rows.map((r) => r.profileId)).size).toBe(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(24);
  });

  it("consumers' answers never reach the estimators: love and couple profiles, and any profile of a love account (issue 12)", async () => {
    const { db } = get();
    const company = await ownerWithSession(db, "graded-company@example.com");
    const lover = await ownerWithSession(db, "graded-lover@example.com");
    await db.update(owners).set({ product: "love" }).where(eq(owners.id, lover.owner.id));
    await teamProfiles(db, company.owner.id, clock.now());
    await teamProfiles(db, lover.owner.id, clock.now());
    const [companyLove] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.ownerId, company.owner.id)).limit(1);
    await db.update(profiles).set({ kind: "love" }).where(eq(profiles.id, companyLove!.id));
    const grader = await estimatorWithSession(db, "consumer-free-grader@example.com");
    for (let round = 0; round < 20; round++) {
      if (!(await call(r.estAssign, { method: "POST", cookies: grader.cookies })).body.assigned) break;
    }
    const given = (await db.select({ id: estimatorAssignments.profileId }).from(estimatorAssignments).where(eq(estimatorAssignments.estimatorId, grader.estimator.id))).map((row) => row.id);
    const rows = await db.select({ id: profiles.id, ownerId: profiles.ownerId, kind: profiles.kind }).from(profiles);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(given.length).toBeGreaterThan(0);
    for (const id of given) {
      expect(byId.get(id)!.kind, id).toBe("profile");
      expect(byId.get(id)!.ownerId, id).not.toBe(lover.owner.id);
    }
    // The company's own profiles were all handed out, except the love one.
    const companyProfiles = rows.filter((row) => row.ownerId === company.owner.id && row.id !== companyLove!.id).map((row) => row.id);
    expect(given.filter((id) => companyProfiles.includes(id)).length).toBeGreaterThan(0);
    expect(given).not.toContain(companyLove!.id);
  });

  it("profiles that already have a final grade without estimators (an administrator's, the demo's graded archive) are not handed out", async () => {
    const { db } = get();
    const company = await ownerWithSession(db, "pre-graded@example.com");
    const { filled: own } = await teamProfiles(db, company.owner.id, clock.now());
    await db.update(profiles).set({ finalScore: null }).where(eq(profiles.ownerId, company.owner.id));
    const [preGraded] = own;
    await db.update(profiles).set({ finalScore: { K: "MIDDLE" } }).where(eq(profiles.id, preGraded!));
    const grader = await estimatorWithSession(db, "pre-graded-grader@example.com");
    for (let round = 0; round < 20; round++) {
      if (!(await call(r.estAssign, { method: "POST", cookies: grader.cookies })).body.assigned) break;
    }
    const given = (await db.select({ id: estimatorAssignments.profileId }).from(estimatorAssignments).where(eq(estimatorAssignments.estimatorId, grader.estimator.id))).map((row) => row.id);
    expect(given).not.toContain(preGraded);
    expect(given).toEqual(expect.arrayContaining(own.slice(1)));
  });
});
