import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { adminAudit, coupleResults } from "@/db/schema";
import { lastMailTo, lastTokenTo } from "@/tests/support/accounts";
import { describeEachDatabase } from "@/tests/support/databases";
import { call } from "@/tests/support/http";
import * as r from "@/tests/support/routes";
import { administratorWithSession } from "@/tests/support/staff-session";
import type { CoupleResultDto } from "@/lib/contracts/consumer";
import { coupleAnswers, coupleBody, partnerOwnAnswers } from "./couple-answers";

/** The result as the tests read it (the contract's type, loosely). */
type Result = CoupleResultDto;

let ip = 10;
/** Each test from its own address, so the per-address limits of one test never touch another. */
const nextIp = () => `198.51.100.${ip++}`;

describeEachDatabase("consumer couple results", ({ get }) => {
  async function create(overrides: Record<string, unknown> = {}) {
    const res = await call(r.coupleCreate, { body: coupleBody(overrides), ip: nextIp() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.key as string;
  }
  const read = (key: string, cookies?: Record<string, string>) => call(r.coupleGet, { params: { key }, ...(cookies ? { cookies } : {}) });

  it("a couple answered alone: summary with percentiles and bands for all four, details locked, the partner as rated", async () => {
    const key = await create();
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const res = await read(key);
    expect(res.status).toBe(200);
    const body = res.body as Result;
    expect(body).toMatchObject({ product: "flame", status: "initial", basis: "partner_rated", unlocked: false, details: null, gptResult: null, saved: false });
    expect(body.people.map((p: { firstName: string }) => p.firstName)).toEqual(["Anna", "Boris"]);
    for (const dim of ["love", "sexual", "marital", "friendship"] as const) {
      expect(body.summary[dim].score).toBeGreaterThanOrEqual(0);
      expect(body.summary[dim].score).toBeLessThanOrEqual(100);
      expect(body.summary[dim].percentile).toBeGreaterThanOrEqual(0);
      expect(["low", "typical", "high"]).toContain(body.summary[dim].band);
    }
    expect(Object.keys(body.myAvgAnswers.scale)).toHaveLength(5);
    // The partner copies were answered differently from a's own items, so the two trait sets differ.
    expect(body.myAvgAnswers.means).not.toEqual(body.partnerAvgAnswers.means);
    // Only the hash of the key is stored.
    const [row] = await get().db.select().from(coupleResults).limit(1);
    expect(JSON.stringify(row)).not.toContain(key);
  });

  it("answered together: both people's own answers, status complete", async () => {
    const body = (await read(await create({ mode: "together", product: "couple" }))).body;
    expect(body).toMatchObject({ product: "couple", status: "complete", basis: "both_self", inviteToken: null });
  });

  it("refuses an incomplete questionnaire and a blank partner name with field errors, and an unknown key with 404", async () => {
    const answers = coupleAnswers();
    delete answers.age_partner;
    const missing = await call(r.coupleCreate, { body: coupleBody({ answers }), ip: nextIp() });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toMatchObject({ "answers.age_partner": "required" });
    const blank = await call(r.coupleCreate, { body: coupleBody({ partnerFirstName: "  " }), ip: nextIp() });
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toHaveProperty("partnerFirstName");
    const unknown = await read("A".repeat(43));
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("compatibility:not_found");
    expect((await read("not a key")).status).toBe(400);
  });

  it("the invited partner answers once; the result then uses both people's own answers", async () => {
    const key = await create();
    const before = (await read(key)).body as Result;
    const invite = await call(r.coupleInvite, { params: { key } });
    expect(invite.status).toBe(200);
    const token = invite.body.token as string;
    expect((await call(r.coupleInvite, { params: { key } })).body.token).toBe(token);
    expect((await call(r.coupleInvitationGet, { params: { token } })).body).toEqual({ firstName: "Anna", partnerFirstName: "Boris", answered: false });
    const answered = await call(r.coupleInvitationAnswer, { params: { token }, body: { answers: partnerOwnAnswers(4), firstName: "Boris" }, ip: nextIp() });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const after = (await read(key)).body as Result;
    expect(after).toMatchObject({ status: "complete", basis: "both_self", inviteToken: null });
    expect(after.partnerAvgAnswers.means).not.toEqual(before.partnerAvgAnswers.means);
    const again = await call(r.coupleInvitationAnswer, { params: { token }, body: { answers: partnerOwnAnswers(0), firstName: "Boris" }, ip: nextIp() });
    expect(again.status).toBe(409);
    expect((await call(r.coupleInvitationGet, { params: { token } })).body.answered).toBe(true);
  });

  it("a share link shows only the allow-listed summary; revoked it answers 404 (checklist 21)", async () => {
    const key = await create({ firstName: "Мария" });
    const link = await call(r.coupleLinkCreate, { params: { key } });
    expect(link.status).toBe(200);
    const token = link.body.token as string;
    expect(token).not.toBe(key);
    const shared = await call(r.coupleShared, { params: { token } });
    expect(shared.status).toBe(200);
    expect(Object.keys(shared.body).sort()).toEqual(["createdAt", "dimensions", "locale", "people"]);
    expect(shared.body.people).toEqual([{ firstName: "Мария", avatarName: expect.any(String) }, { firstName: "Boris", avatarName: expect.any(String) }]);
    for (const dim of Object.values(shared.body.dimensions as Record<string, object>)) expect(Object.keys(dim).sort()).toEqual(["band", "score"]);
    expect(JSON.stringify(shared.body)).not.toMatch(/1994|answers|means|contributors|Big|key/i);
    expect(((await read(key)).body.shareLinks as Array<{ token: string }>).map((l) => l.token)).toEqual([token]);

    expect((await call(r.coupleLinkRevoke, { method: "DELETE", params: { key, token } })).status).toBe(200);
    const gone = await call(r.coupleShared, { params: { token } });
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe("compatibility:not_found");
    // Another result's holder cannot revoke this result's links.
    const other = await create();
    const second = (await call(r.coupleLinkCreate, { params: { key } })).body.token as string;
    expect((await call(r.coupleLinkRevoke, { method: "DELETE", params: { key: other, token: second } })).status).toBe(404);
    expect((await call(r.coupleShared, { params: { token: second } })).status).toBe(200);
  });

  it("keeps a pending questionnaire by key: saved, read back, replaced; unknown 404, too big 413", async () => {
    const key = "draft-key-aaaaaaaaaaaaaaaaaaaa";
    expect((await call(r.consumerDataGet, { params: { id: key } })).status).toBe(404);
    expect((await call(r.consumerDataPost, { body: { key, data: { mode: "alone", currentStep: 0, answers: { gender: "female" } } }, ip: nextIp() })).status).toBe(200);
    expect((await call(r.consumerDataGet, { params: { id: key } })).body.data).toEqual({ mode: "alone", currentStep: 0, answers: { gender: "female" } });
    await call(r.consumerDataPost, { body: { key, data: { mode: "alone", currentStep: 1 } }, ip: nextIp() });
    expect((await call(r.consumerDataGet, { params: { id: key } })).body.data).toEqual({ mode: "alone", currentStep: 1 });
    const big = await call(r.consumerDataPost, { body: { key, data: { blob: "x".repeat(40_000) } }, ip: nextIp() });
    expect(big.status).toBe(413);
    expect((await call(r.consumerDataPost, { body: { key: "short", data: {} }, ip: nextIp() })).status).toBe(400);
  });

  it("saving by e-mail: a sign-in link opens the result by id on another device and lists it in the flame history", async () => {
    const key = await create();
    const saved = await call(r.saveFlame, { body: { id: key, email: "Lovers@Example.com", ln: "en" }, ip: nextIp() });
    expect(saved.status).toBe(200);
    const mail = await lastMailTo(get().db, "lovers@example.com");
    expect(mail?.text).toContain("/main/magic-link?token=");
    const magic = await call(r.flameMagic, { method: "POST", params: { token: await lastTokenTo(get().db, "lovers@example.com") } });
    expect(magic.status).toBe(200);
    const [row] = await get().db.select().from(coupleResults).where(eq(coupleResults.flameUserId, (await call(r.flameSelf, { cookies: { sid_flame: magic.setCookies.sid_flame!.value } })).body._id as string));
    expect(magic.body.next).toBe(`/main/questionnaire-result/${row!.id}`);
    const cookies = { sid_flame: magic.setCookies.sid_flame!.value };
    const byId = await read(row!.id, cookies);
    expect(byId.status).toBe(200);
    expect(byId.body.saved).toBe(true);
    const history = await call(r.flameHistory, { cookies });
    expect(history.body.items).toEqual([{ compatibilityId: row!.id, title: "Anna & Boris", status: "initial", createdAt: row!.createdAt.toISOString() }]);
    // By id the result opens only for its account.
    expect((await read(row!.id)).status).toBe(404);
    expect((await call(r.flameHistory, {})).status).toBe(401);
  });

  it("the administrator lists results with first names only and unlocks one (audited); the holder then sees the details", async () => {
    const key = await create({ firstName: "Unlockme" });
    const { cookies } = await administratorWithSession(get().db, "results-admin@example.com");
    const list = await call(r.admCoupleResults, { cookies, path: "/api/v1/administrator/compatibility?unlocked=locked" });
    expect(list.status).toBe(200);
    const item = (list.body.items as Array<Record<string, unknown>>).find((i) => i.title === "Unlockme & Boris")!;
    expect(Object.keys(item).sort()).toEqual(["_id", "createdAt", "hasReport", "product", "saved", "status", "title", "unlockedAt"]);
    const unlock = await call(r.admCoupleUnlock, { method: "POST", params: { id: item._id as string }, cookies });
    expect(unlock.status).toBe(200);
    const audited = await get().db.select().from(adminAudit).where(eq(adminAudit.targetId, item._id as string));
    expect(audited.map((a) => a.action)).toEqual(["unlock"]);
    const body = (await read(key)).body as Result;
    expect(body.unlocked).toBe(true);
    expect(body.details!.marital.contributors.length).toBeGreaterThanOrEqual(2);
    expect(body.details!.marital.advice.code).toMatch(/^[a-z_]+$/);
    expect((await call(r.admCoupleUnlock, { method: "POST", params: { id: item._id as string } })).status).toBe(401);
  });
});
