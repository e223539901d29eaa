import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { adminAudit, owners, profiles } from "@/db/schema";
import { latestQuestionnaire, profileQuestionnaireV1 } from "@/lib/questionnaire";
import { lastTokenTo } from "@/tests/support/accounts";
import { describeEachDatabase } from "@/tests/support/databases";
import { call } from "@/tests/support/http";
import { ownerWithSession } from "@/tests/support/owner-session";
import * as r from "@/tests/support/routes";
import { administratorWithSession, estimatorWithSession } from "@/tests/support/staff-session";
import { teamProfiles } from "@/tests/support/team-data";

describeEachDatabase("administrator console", ({ get, clock }) => {
  let admin: Record<string, string>;
  let ownerId: string;
  let ownerCookies: Record<string, string>;
  let filled: string[];

  beforeAll(async () => {
    const { db } = get();
    admin = (await administratorWithSession(db, "console-admin@example.com")).cookies;
    const owner = await ownerWithSession(db, "console-owner@example.com", { plan: "none" });
    ownerId = owner.owner.id;
    ownerCookies = owner.cookies;
    ({ filled } = await teamProfiles(db, ownerId, clock.now()));
    await db.update(profiles).set({ finalScore: null });
  });

  it("companies: list with counts and filters, edit, block (sessions end), delete one or many; every action audited", async () => {
    const { db } = get();
    const list = await call(r.admOwners, { path: "/api/v1/administrator/owners?search=console", cookies: admin });
    expect(list.body).toMatchObject({ total: 1 });
    expect((list.body.items as Array<Record<string, unknown>>)[0]).toMatchObject({ email: "console-owner@example.com", profileCount: 7, status: "verified", subscription: { plan: "none" } });
    expect((await call(r.admOwnerFilter, { cookies: admin })).body).toEqual(expect.arrayContaining([expect.objectContaining({ _id: ownerId })]));

    const patched = await call(r.admOwnerPatch, { method: "PATCH", params: { id: ownerId }, body: { companyName: "Renamed Ltd" }, cookies: admin });
    expect(patched.body.companyName).toBe("Renamed Ltd");
    const spare = await ownerWithSession(db, "spare-owner@example.com");
    await call(r.admOwnerPatch, { method: "PATCH", params: { id: spare.owner.id }, body: { status: "blocked" }, cookies: admin });
    expect((await call(r.ownerSelfGet, { cookies: spare.cookies })).status).toBe(401);
    const another = await ownerWithSession(db, "another-owner@example.com");
    const bulk = await call(r.admOwnersDelete, { method: "DELETE", body: { ids: [spare.owner.id, another.owner.id] }, cookies: admin });
    expect(bulk.body).toEqual({ deleted: 2 });
    expect((await call(r.admOwner, { params: { id: another.owner.id }, cookies: admin })).status).toBe(404);
    const logged = await db.select().from(adminAudit);
    expect(logged.map((l) => l.action)).toEqual(expect.arrayContaining(["owner.update", "owner.delete"]));
    const update = logged.find((l) => l.action === "owner.update" && l.targetId === ownerId)!;
    expect(update.before).toMatchObject({ companyName: "Test Co" });
    expect(update.after).toMatchObject({ companyName: "Renamed Ltd" });
    expect(JSON.stringify(logged)).not.toMatch(/argon2|passwordHash/);
  });

  it("consumers are listed apart from companies, and never offered as a company (issue 12)", async () => {
    const { db } = get();
    const lover = await ownerWithSession(db, "console-lover@example.com");
    await db.update(owners).set({ product: "love" }).where(eq(owners.id, lover.owner.id));
    const companies = await call(r.admOwners, { path: "/api/v1/administrator/owners?search=console-", cookies: admin });
    const companyEmails = (companies.body.items as Array<{ email: string }>).map((o) => o.email);
    expect(companyEmails).not.toContain("console-lover@example.com");
    const consumers = await call(r.admOwners, { path: "/api/v1/administrator/owners?search=console-&productFilter=love", cookies: admin });
    expect(consumers.body).toMatchObject({ total: 1 });
    expect((consumers.body.items as Array<{ email: string }>)[0]!.email).toBe("console-lover@example.com");
    const offered = (await call(r.admOwnerFilter, { cookies: admin })).body as unknown as Array<{ _id: string }>;
    expect(offered.map((o) => o._id)).not.toContain(lover.owner.id);
    expect((await call(r.admOwners, { path: "/api/v1/administrator/owners?productFilter=robots", cookies: admin })).status).toBe(400);
  });

  it("estimators: create, edit, send a login link the estimator signs in with", async () => {
    const { db } = get();
    const created = await call(r.admEstimatorCreate, { body: { email: "new-estimator@example.com", fullName: "Nina Ocenkina", information: "Senior HR" }, cookies: admin });
    expect(created.status).toBe(200);
    const id = created.body._id as string;
    expect((await call(r.admEstimatorCreate, { body: { email: "new-estimator@example.com", fullName: "Dup" }, cookies: admin })).body.code).toBe("record_already_exists");
    expect((await call(r.admEstimatorPatch, { method: "PATCH", params: { id }, body: { information: "Lead HR" }, cookies: admin })).body.information).toBe("Lead HR");
    expect((await call(r.admLoginLink, { method: "POST", params: { target: "estimators", id }, cookies: admin })).status).toBe(200);
    const magic = await call(r.estimatorMagic, { method: "POST", params: { token: await lastTokenTo(db, "new-estimator@example.com") } });
    expect(magic.body.next).toBe("/estimator");
    const list = await call(r.admEstimators, { cookies: admin });
    expect((list.body as unknown as Array<{ email: string; profileCount: number }>).find((e) => e.email === "new-estimator@example.com")).toMatchObject({ profileCount: 0 });
    expect((await call(r.admLoginLink, { method: "POST", params: { target: "estimators", id: "00000000-0000-4000-8000-000000000000" }, cookies: admin })).status).toBe(404);
  });

  it("profiles: filters, detail with the estimates, approval and its cancellation, final score override, deletion", async () => {
    const { db } = get();
    const grader = await estimatorWithSession(db, "console-grader@example.com");
    await call(r.estAssign, { method: "POST", cookies: grader.cookies });
    const assigned = ((await call(r.estProfiles, { path: "/api/v1/estimator/profiles", cookies: grader.cookies })).body.profiles as Array<{ _id: string }>).map((p) => p._id);
    const [graded, skipped, suspicious] = assigned as [string, string, string];
    await call(r.estRate, { method: "PUT", params: { id: graded }, body: { score: { K: "MIDDLE", P: "MIDDLE", L: "JUNIOR" } }, cookies: grader.cookies });
    await call(r.estSkip, { method: "PATCH", params: { id: skipped }, body: { skipStatus: "normal" }, cookies: grader.cookies });
    await call(r.estSkip, { method: "PATCH", params: { id: suspicious }, body: { skipStatus: "suspicious" }, cookies: grader.cookies });

    const ids = async (filter: string) => ((await call(r.admProfiles, { path: `/api/v1/administrator/profiles?filter=${filter}&ownersFilter=${ownerId}`, cookies: admin })).body.items as Array<{ _id: string }>).map((p) => p._id).sort();
    expect(await ids("estimated")).toEqual([graded]);
    expect(await ids("skipped")).toEqual([skipped, suspicious].sort());
    expect(await ids("suspicious")).toEqual([suspicious]);
    expect(await ids("all")).toHaveLength(7);

    const detail = await call(r.admProfile, { params: { id: graded }, cookies: admin });
    // Demo profiles know sex and age, so each has its portrait.
    expect(detail.body.avatarName).toMatch(/^[a-z0-9_-]+$/);
    expect(detail.body).toMatchObject({ status: "estimated", finalScore: { K: "MIDDLE", P: "MIDDLE", L: "JUNIOR" }, estimates: [expect.objectContaining({ estimatorName: "Test Estimator", grade: { K: "MIDDLE", P: "MIDDLE", L: "JUNIOR" } })] });

    const override = await call(r.admFinalScore, { method: "PUT", params: { id: graded }, body: { score: { K: "SENIOR", P: "SENIOR", L: "MIDDLE" } }, cookies: admin });
    expect(override.body).toMatchObject({ finalScore: { K: "SENIOR", P: "SENIOR", L: "MIDDLE" }, finalScoreOverride: true });
    // The estimator's next grade does not change an overridden score.
    await call(r.estRate, { method: "PUT", params: { id: graded }, body: { score: { K: "JUNIOR" } }, cookies: grader.cookies });
    expect((await call(r.admProfile, { params: { id: graded }, cookies: admin })).body.finalScore).toMatchObject({ K: "SENIOR" });
    // The owner sees the grade on the profile.
    expect((await call(r.profileGet, { params: { id: graded }, cookies: ownerCookies })).body.finalScore).toEqual({ K: "SENIOR", P: "SENIOR", L: "MIDDLE" });
    const cleared = await call(r.admFinalScoreDelete, { method: "DELETE", params: { id: graded }, cookies: admin });
    expect(cleared.body).toMatchObject({ finalScoreOverride: false, finalScore: { K: "JUNIOR", P: "MIDDLE", L: "JUNIOR" } });
    const precise = await call(r.admFinalPrecise, { method: "PUT", params: { id: graded }, body: { score: { K: 61 } }, cookies: admin });
    expect(precise.body).toMatchObject({ finalScorePrecise: { K: 61, P: null, L: null }, finalScorePreciseOverride: true });
    expect((await call(r.admFinalPreciseDelete, { method: "DELETE", params: { id: graded }, cookies: admin })).body.finalScorePreciseOverride).toBe(false);

    expect((await call(r.admProfilePatch, { method: "PATCH", params: { id: graded }, body: { approved: true }, cookies: admin })).body.status).toBe("approved");
    expect(await ids("approved")).toEqual([graded]);
    expect((await call(r.admProfilePatch, { method: "PATCH", params: { id: graded }, body: { approved: false }, cookies: admin })).body.status).toBe("estimated");

    expect((await call(r.admProfileDelete, { method: "DELETE", params: { id: skipped }, cookies: admin })).status).toBe(200);
    expect((await call(r.admProfilesDelete, { method: "DELETE", body: { ids: [suspicious, filled[5]] }, cookies: admin })).body.deleted).toBeGreaterThanOrEqual(1);
    expect(await ids("deleted")).toEqual(expect.arrayContaining([skipped, suspicious]));
    expect((await call(r.admFinalScore, { method: "PUT", params: { id: graded }, body: { score: { K: "GURU" } }, cookies: admin })).status).toBe(400);
    expect((await call(r.admProfile, { params: { id: "00000000-0000-4000-8000-000000000000" }, cookies: admin })).status).toBe(404);
  });

  it("questionnaires: list, a new version (a saved one never changes), retire or delete, recalculate", async () => {
    const { db } = get();
    const list = await call(r.admQuestionnaires, { cookies: admin });
    const profileV1 = (list.body as unknown as Array<{ _id: string; kind: string; version: number; profileCount: number }>).find((q) => q.kind === "profile" && q.version === 1)!;
    expect(profileV1.profileCount).toBeGreaterThan(0);
    const bad = await call(r.admQuestionnaireCreate, { body: { kind: "profile", name: "Broken", definition: { kind: "profile", steps: [] } }, cookies: admin });
    expect(bad.status).toBe(400);
    const wrongKind = await call(r.admQuestionnaireCreate, { body: { kind: "love", name: "Wrong", definition: profileQuestionnaireV1 as unknown as Record<string, unknown> }, cookies: admin });
    expect(wrongKind.status).toBe(400);
    const edited = { ...profileQuestionnaireV1, title: { ru: "Анкета профиля, выпуск 2", en: "Profile questionnaire, edition 2" } };
    const v2 = await call(r.admQuestionnairePatch, { method: "PATCH", params: { id: profileV1._id }, body: { definition: edited }, cookies: admin });
    // The next version after the shipped ones (the database holds every shipped version).
    expect(v2.body).toMatchObject({ kind: "profile", version: latestQuestionnaire("profile").version + 1, status: "created" });
    const original = await call(r.admQuestionnaire, { params: { id: profileV1._id }, cookies: admin });
    expect((original.body.definition as { title: { en: string } }).title.en).toBe(profileQuestionnaireV1.title.en);

    const recalculated = await call(r.admRecalculate, { method: "POST", params: { id: profileV1._id }, cookies: admin });
    expect(recalculated.body.recalculated as number).toBeGreaterThan(0);
    expect((await call(r.admQuestionnaire, { params: { id: profileV1._id }, cookies: admin })).body.status).toBe("computed");

    expect((await call(r.admQuestionnaireDelete, { method: "DELETE", params: { id: profileV1._id }, cookies: admin })).body).toEqual({ deleted: false, status: "inactive" });
    expect((await call(r.admQuestionnaireDelete, { method: "DELETE", params: { id: v2.body._id as string }, cookies: admin })).body).toEqual({ deleted: true, status: "deleted" });
    const restored = await call(r.admQuestionnairePatch, { method: "PATCH", params: { id: profileV1._id }, body: { status: "computed" }, cookies: admin });
    expect(restored.body.status).toBe("computed");
    const actions = (await db.select().from(adminAudit)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(["questionnaire.new_version", "questionnaire.recalculate", "questionnaire.retire", "questionnaire.delete"]));
    const [owner] = await db.select().from(owners).where(eq(owners.id, ownerId));
    expect(owner!.status).toBe("verified");
  });
});
