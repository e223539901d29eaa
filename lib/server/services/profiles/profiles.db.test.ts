import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { owners, profiles } from "@/db/schema";
import { fillAnswers } from "@/lib/questionnaire/testing/fill";
import { loveQuestionnaireV1, profileQuestionnaireV2 } from "@/lib/questionnaire";
import { lastMailTo } from "@/tests/support/accounts";
import { describeEachDatabase } from "@/tests/support/databases";
import { call } from "@/tests/support/http";
import { ownerWithSession } from "@/tests/support/owner-session";
import * as r from "@/tests/support/routes";
import { shortDefinition } from "./questionnaire-versions";

// The latest profile questionnaire (v2) needs a birth date and career years that fit it.
const BIRTH_DATE = "1990-05-17";
const plausible = (answers: object) => ({ ...answers, career_start_year: 2010, career_end_year: 2020 }) as Record<string, unknown>;
const complete = () => plausible(fillAnswers(profileQuestionnaireV2, () => 1));
const permalinkOf = (url: string) => new URL(url).searchParams.get("invite")!;

describeEachDatabase("owner profiles", ({ get, clock }) => {
  it("an invited person fills the profile in steps, resumes, sends it once; the owner sees it completed with Big Five and avatar", async () => {
    const { db } = get();
    const { cookies } = await ownerWithSession(db, "inviter@example.com");
    const created = await call(r.profilesCreate, { body: { firstName: "Anna", lastName: "Petrova", email: "anna@example.com", position: "QA lead", sendInvitation: true, ln: "ru" }, cookies });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ firstName: "Anna", status: "empty", shared: false });
    const invitationUrl = created.body.invitationUrl as string;
    expect((await lastMailTo(db, "anna@example.com"))!.text).toContain(invitationUrl);
    expect((await lastMailTo(db, "anna@example.com"))!.subject).toBe("Приглашение заполнить профиль");

    const permalink = permalinkOf(invitationUrl);
    const opened = await call(r.fillerGet, { params: { permalink } });
    expect(opened.body).toMatchObject({ firstName: "Anna", status: "empty", lastNameRequired: true, companyName: "Test Co" });
    expect((opened.body.questionnaire as { definition: { steps: unknown[] } }).definition.steps).toHaveLength(4);

    const answers = complete();
    const firstHalf = Object.fromEntries(Object.entries(answers).slice(0, 20));
    const saved = await call(r.fillerPatch, { method: "PATCH", params: { permalink }, body: { answers: firstHalf, currentStep: 1 } });
    expect(saved.status).toBe(200);
    const resumed = await call(r.fillerGet, { params: { permalink } });
    expect(resumed.body.currentStep).toBe(1);
    expect(Object.keys(resumed.body.answers as object)).toHaveLength(20);

    const early = await call(r.fillerPatch, { method: "PATCH", params: { permalink }, body: { submit: true } });
    expect(early.status).toBe(400);
    expect(Object.values(early.body.fields as object)).toContain("required");

    const undated = await call(r.fillerPatch, { method: "PATCH", params: { permalink }, body: { answers, submit: true } });
    expect(undated.status).toBe(400);
    expect(undated.body.fields).toEqual({ birthDate: "required" });

    const sent = await call(r.fillerPatch, { method: "PATCH", params: { permalink }, body: { answers, birthDate: BIRTH_DATE, submit: true } });
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe("completed");
    const again = await call(r.fillerPatch, { method: "PATCH", params: { permalink }, body: { answers: {}, submit: true } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("profile:already_submitted");

    const detail = await call(r.profileGet, { params: { id: created.body._id as string }, cookies });
    expect(detail.body).toMatchObject({ status: "completed", invitationUrl: null });
    const bigFive = detail.body.bigFive as { means: Record<string, number>; scale: Record<string, number> };
    expect(Object.keys(bigFive.means).sort()).toEqual(["agreeableness", "conscientiousness", "extraversion", "negativeEmotionality", "openMindedness"]);
    for (const v of Object.values(bigFive.scale)) expect(v).toBeGreaterThanOrEqual(0);
    expect(detail.body.avatarName).toMatch(/^(male|female)-/);
    expect(detail.body.gender).toMatch(/^[MF]$/);
    // The age comes from the birth date (36 on the test clock's 2026), not from an answer.
    expect(detail.body.age).toBe(36);
  });

  it("refuses an implausible biography with a field per implausible answer, and accepts it once it fits the birth date", async () => {
    const { db } = get();
    const { cookies } = await ownerWithSession(db, "plausible@example.com");
    const created = await call(r.profilesCreate, { body: { firstName: "Pavel", lastName: "Orlov" }, cookies });
    const permalink = permalinkOf(created.body.invitationUrl as string);
    const implausible = {
      ...complete(),
      career_start_year: 1983,
      still_working: "yes",
      military_service: "contract",
      military_years: 25,
      age: 70,
    };
    const refused = await call(r.fillerPatch, { method: "PATCH", params: { permalink }, body: { answers: implausible, birthDate: "1991-06-10", submit: true } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "validation:invalid_body" });
    expect(refused.body.fields).toEqual({ "answers.career_start_year": "before_age", "answers.military_years": "exceeds_lifetime" });

    const fixed = { ...implausible, career_start_year: 2009, military_years: 2 };
    const sent = await call(r.fillerPatch, { method: "PATCH", params: { permalink }, body: { answers: fixed, birthDate: "1991-06-10", submit: true } });
    expect(sent.status).toBe(200);
    const detail = await call(r.profileGet, { params: { id: created.body._id as string }, cookies });
    // The age sent as an answer (70) is replaced by the one the birth date gives.
    expect(detail.body.age).toBe(35);
  });

  it("two racing submissions of one invitation: exactly one is accepted", async () => {
    const { db } = get();
    const { cookies } = await ownerWithSession(db, "race@example.com");
    const created = await call(r.profilesCreate, { body: { firstName: "Ivan", lastName: "Ivanov" }, cookies });
    const permalink = permalinkOf(created.body.invitationUrl as string);
    const answers = complete();
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => call(r.fillerPatch, { method: "PATCH", params: { permalink }, body: { answers, birthDate: BIRTH_DATE, submit: true }, ip: `198.51.100.${i}` })));
    expect(results.filter((x) => x.status === 200)).toHaveLength(1);
  });

  it("lists with filters, search, sort and paging; another owner's profiles answer 404", async () => {
    const { db } = get();
    const { cookies } = await ownerWithSession(db, "lister@example.com");
    const other = await ownerWithSession(db, "stranger@example.com");
    const foreign = await call(r.profilesCreate, { body: { firstName: "Foreign", lastName: "Person" }, cookies: other.cookies });
    const names = ["Boris", "Vera", "Gleb"];
    for (const name of names) {
      clock.advance(1000);
      await call(r.profilesCreate, { body: { firstName: name, lastName: "Smirnov", position: `${name} developer` }, cookies });
    }
    const ids = (await db.select().from(profiles)).filter((p) => p.firstName === "Vera").map((p) => p.id);
    await db.update(profiles).set({ status: "ack_a", finalScore: { K: "SENIOR", P: "MIDDLE", L: "JUNIOR" } }).where(eq(profiles.id, ids[0]!));

    const completed = await call(r.profilesList, { path: "/api/v1/owner/profiles", cookies });
    expect((completed.body.profiles as Array<{ firstName: string }>).map((p) => p.firstName)).toEqual(["Vera"]);
    const all = await call(r.profilesList, { path: "/api/v1/owner/profiles?profileStatus=all&sortOrder=asc&pageSize=2", cookies });
    expect(all.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect((all.body.profiles as Array<{ firstName: string }>).map((p) => p.firstName)).toEqual(["Boris", "Vera"]);
    const page2 = await call(r.profilesList, { path: "/api/v1/owner/profiles?profileStatus=all&sortOrder=asc&pageSize=2&page=2", cookies });
    expect((page2.body.profiles as Array<{ firstName: string }>).map((p) => p.firstName)).toEqual(["Gleb"]);
    const byFullName = await call(r.profilesList, { path: "/api/v1/owner/profiles?profileStatus=all&search=gleb%20smirnov", cookies });
    expect(byFullName.body.total).toBe(1);
    const byPosition = await call(r.profilesList, { path: "/api/v1/owner/profiles?profileStatus=all&search=DEVELOPER", cookies });
    expect(byPosition.body.total).toBe(3);
    const wildcard = await call(r.profilesList, { path: "/api/v1/owner/profiles?profileStatus=all&search=%25", cookies });
    expect(wildcard.body.total).toBe(0);
    const empty = await call(r.profilesList, { path: "/api/v1/owner/profiles?profileStatus=view", cookies });
    expect(empty.body.total).toBe(2);
    const graded = await call(r.profilesList, { path: "/api/v1/owner/profiles?profileStatus=all&gradeC=SENIOR&gradeM=JUNIOR&gradeM=MIDDLE", cookies });
    expect(graded.body.total).toBe(1);
    const noneGraded = await call(r.profilesList, { path: "/api/v1/owner/profiles?profileStatus=all&gradeP=SENIOR", cookies });
    expect(noneGraded.body.total).toBe(0);
    const badGrade = await call(r.profilesList, { path: "/api/v1/owner/profiles?gradeP=GURU", cookies });
    expect(badGrade.status).toBe(400);

    const foreignId = foreign.body._id as string;
    expect((await call(r.profileGet, { params: { id: foreignId }, cookies })).status).toBe(404);
    expect((await call(r.profilePatch, { method: "PATCH", params: { id: foreignId }, body: { firstName: "Hacked" }, cookies })).status).toBe(404);
    expect((await call(r.profileDelete, { method: "DELETE", params: { id: foreignId }, cookies })).status).toBe(404);
    expect((await call(r.profileReferral, { method: "POST", params: { id: foreignId }, cookies })).status).toBe(404);
    expect((await call(r.profileDetach, { method: "POST", params: { id: foreignId }, cookies })).status).toBe(404);
    const unknownId = "00000000-0000-4000-8000-000000000001";
    expect((await call(r.profileGet, { params: { id: unknownId }, cookies })).body).toMatchObject({ status: 404, code: "profile_not_found" });
  });

  it("sharing: the card shows allow-listed fields; another owner adds it read-only; hidden details stay hidden; revoke → 404; delete → profile deleted", async () => {
    const { db } = get();
    const alice = await ownerWithSession(db, "alice@example.com");
    const bob = await ownerWithSession(db, "bob@example.com");
    await db.update(owners).set({ companyName: "Alice Ltd" }).where(eq(owners.id, alice.owner.id));
    const created = await call(r.profilesCreate, { body: { firstName: "Shared", lastName: "Person", email: "shared@example.com", phone: "+7 912 345-67-89" }, cookies: alice.cookies });
    const id = created.body._id as string;
    await call(r.fillerPatch, { method: "PATCH", params: { permalink: permalinkOf(created.body.invitationUrl as string) }, body: { answers: complete(), birthDate: BIRTH_DATE, submit: true } });

    const referral = await call(r.profileReferral, { method: "POST", params: { id }, cookies: alice.cookies });
    const link = referral.body.referralId as string;
    expect(referral.body.shareUrl).toContain(`/owner/link/${link}`);
    const again = await call(r.profileReferral, { method: "POST", params: { id }, cookies: alice.cookies });
    expect(again.body.referralId).toBe(link);

    const card = await call(r.profileCard, { params: { id: link } });
    expect(Object.keys(card.body).sort()).toEqual(["avatarName", "bigFive", "companyName", "completed", "firstName", "lastName", "position"]);
    expect(card.body.companyName).toBe("Alice Ltd");
    expect(JSON.stringify(card.body)).not.toMatch(/shared@example.com|912|permalink/);

    expect((await call(r.profileSharelink, { params: { link }, cookies: alice.cookies })).body.attach).toEqual({ state: "own" });
    expect((await call(r.profileCheckAttach, { method: "POST", params: { id: link }, cookies: alice.cookies })).body.code).toBe("shared_exist");
    expect((await call(r.profileCheckAttach, { method: "POST", params: { id: link }, cookies: bob.cookies })).body).toEqual({ canAttach: true });
    expect((await call(r.profileCheckAttachExist, { method: "POST", params: { id: link }, cookies: bob.cookies })).body).toEqual({ exists: false });
    const attached = await call(r.profileAttach, { method: "POST", params: { id: link }, cookies: bob.cookies });
    expect(attached.body).toEqual({ profileId: id });
    expect((await call(r.profileAttach, { method: "POST", params: { id: link }, cookies: bob.cookies })).body.code).toBe("shared_exist");
    expect((await call(r.profileCheckAttachExist, { method: "POST", params: { id: link }, cookies: bob.cookies })).body).toEqual({ exists: true });

    const bobsList = await call(r.profilesList, { path: "/api/v1/owner/profiles?statusFilter=shared", cookies: bob.cookies });
    expect(bobsList.body.profiles).toMatchObject([{ _id: id, shared: true }]);
    const bobsView = await call(r.profileGet, { params: { id }, cookies: bob.cookies });
    expect(bobsView.body).toMatchObject({ shared: true, invitationUrl: null, shareUrl: null, email: "shared@example.com" });
    expect((await call(r.profilePatch, { method: "PATCH", params: { id }, body: { firstName: "Changed" }, cookies: bob.cookies })).status).toBe(404);

    await call(r.profilePatch, { method: "PATCH", params: { id }, body: { hideDetails: true }, cookies: alice.cookies });
    const hidden = await call(r.profileGet, { params: { id }, cookies: bob.cookies });
    expect(hidden.body).toMatchObject({ detailsHidden: true, bigFive: null, answers: null, email: null, phone: null });
    expect((await call(r.profileCard, { params: { id: link } })).body.bigFive).toBeNull();
    expect((await call(r.profileGet, { params: { id }, cookies: alice.cookies })).body.bigFive).not.toBeNull();

    await call(r.profilePatch, { method: "PATCH", params: { id }, body: { revokeShareLink: true }, cookies: alice.cookies });
    expect((await call(r.profileCard, { params: { id: link } })).status).toBe(404);
    expect((await call(r.profileSharelink, { params: { link }, cookies: bob.cookies })).status).toBe(404);

    const newLink = (await call(r.profileReferral, { method: "POST", params: { id }, cookies: alice.cookies })).body.referralId as string;
    expect(newLink).not.toBe(link);
    expect((await call(r.profileDetach, { method: "POST", params: { id }, cookies: bob.cookies })).status).toBe(200);
    expect((await call(r.profileGet, { params: { id }, cookies: bob.cookies })).status).toBe(404);

    expect((await call(r.profileDelete, { method: "DELETE", params: { id }, cookies: alice.cookies })).status).toBe(200);
    expect((await call(r.profileCard, { params: { id: newLink } })).body.code).toBe("shared_delete");
    expect((await call(r.profileGet, { params: { id }, cookies: alice.cookies })).status).toBe(404);
  });

  it("a graded profile deleted by its owner is kept for the model (delete_keep)", async () => {
    const { db } = get();
    const { cookies } = await ownerWithSession(db, "keeper@example.com");
    const created = await call(r.profilesCreate, { body: { firstName: "Kept", lastName: "Person" }, cookies });
    const id = created.body._id as string;
    await db.update(profiles).set({ status: "ack_a", finalScore: { K: "MIDDLE" } }).where(eq(profiles.id, id));
    await call(r.profileDelete, { method: "DELETE", params: { id }, cookies });
    const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
    expect(row!.status).toBe("delete_keep");
    const link = permalinkOf(created.body.invitationUrl as string);
    expect((await call(r.fillerGet, { params: { permalink: link } })).status).toBe(404);
  });

  it("a profile filled without an account is claimed after signing up and becomes the main profile", async () => {
    const { db } = get();
    const submitted = await call(r.profileUnsecure, { body: { answers: complete(), firstName: "Solo", lastName: "Filler", birthDate: BIRTH_DATE } });
    expect(submitted.status).toBe(200);
    const permalink = submitted.body.permalink as string;
    const { owner, cookies } = await ownerWithSession(db, "claimer@example.com", { status: "unverified" });
    expect((await call(r.profileCheckUpend, { method: "POST", params: { id: permalink }, cookies })).body).toEqual({ canUpend: true });
    expect((await call(r.profileUpend, { method: "POST", params: { id: permalink }, cookies })).status).toBe(200);
    const [row] = await db.select().from(owners).where(eq(owners.id, owner.id));
    expect(row!.mainProfileId).toBe(submitted.body._id);
    expect((await call(r.profileCheckUpend, { method: "POST", params: { id: permalink }, cookies })).body).toEqual({ canUpend: false });
    const thief = await ownerWithSession(db, "thief@example.com");
    expect((await call(r.profileUpend, { method: "POST", params: { id: permalink }, cookies: thief.cookies })).status).toBe(404);
  });

  it("short profiles take the 30 items, sex and age; they are upgraded to full ones later", async () => {
    const { db } = get();
    const { cookies } = await ownerWithSession(db, "shorty@example.com");
    const q = await call(r.questionnaireGet, { path: "/api/v1/owner/questionnaire?short=true", cookies });
    expect(q.body.short).toBe(true);
    const shortDef = shortDefinition(profileQuestionnaireV2);
    expect((q.body.definition as { questions: unknown[] }).questions).toHaveLength(shortDef.questions.length);
    expect(shortDef.questions).toHaveLength(32);
    const answers = fillAnswers(shortDef, () => 2) as Record<string, unknown>;
    const created = await call(r.profileShort, { body: { answers, firstName: "Quick", lastName: "One", birthDate: BIRTH_DATE }, cookies });
    expect(created.status).toBe(200);
    const detail = await call(r.profileGet, { params: { id: created.body._id as string }, cookies });
    expect(detail.body).toMatchObject({ isShort: true, status: "completed" });
    expect(detail.body.bigFive).not.toBeNull();

    const permalink = created.body.permalink as string;
    const upgrade = await call(r.fillerUpgradeGet, { params: { permalink } });
    expect(upgrade.body.available).toBe(true);
    const rest = plausible(fillAnswers(profileQuestionnaireV2, () => 2));
    const done = await call(r.fillerUpgradePut, { method: "PUT", params: { permalink }, body: { answers: rest } });
    expect(done.status).toBe(200);
    expect(done.body.isShort).toBe(false);
    expect((await call(r.fillerUpgradeGet, { params: { permalink } })).body.available).toBe(false);
    expect((await call(r.upgradeShort, {})).body.short).toBe(false);
  });

  it("love profiles need a first name and a birth date", async () => {
    const { db } = get();
    const { cookies } = await ownerWithSession(db, "lover@example.com");
    const answers = fillAnswers(loveQuestionnaireV1, () => 1) as Record<string, unknown>;
    const missing = await call(r.profileLove, { body: { answers, firstName: "Lena" }, cookies });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toMatchObject({ birthDate: "required" });
    const ok = await call(r.profileLove, { body: { answers, firstName: "Lena", birthDate: "1994-02-03" }, cookies });
    expect(ok.status).toBe(200);
    const detail = await call(r.profileGet, { params: { id: ok.body._id as string }, cookies });
    expect(detail.body).toMatchObject({ kind: "love", birthDate: "1994-02-03", age: expect.any(Number) });
  });

  it("an unverified owner is told to verify before managing profiles", async () => {
    const { db } = get();
    const { cookies } = await ownerWithSession(db, "unverified@example.com", { status: "unverified" });
    const result = await call(r.profilesCreate, { body: { firstName: "No", lastName: "Access" }, cookies });
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({ code: "owner:not_verified", message: "Functionality unavailable, verify the account" });
    expect((await call(r.profilesList, { path: "/api/v1/owner/profiles", cookies })).status).toBe(200);
  });
});
