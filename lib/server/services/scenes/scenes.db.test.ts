import { gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { profiles } from "@/db/schema";
import { decodePackedRender, PACKED_RENDER_TYPE } from "@/lib/contracts/render-packing";
import { STORED_ENCODING_HEADER } from "@/lib/server/http/stored-encoding";
import { closeEnginePool } from "@/lib/server/jobs/pool";
import { describeEachDatabase } from "@/tests/support/databases";
import { call } from "@/tests/support/http";
import { ownerWithSession } from "@/tests/support/owner-session";
import * as r from "@/tests/support/routes";
import { teamProfiles } from "@/tests/support/team-data";

afterAll(() => closeEnginePool());

describeEachDatabase("scene API", ({ get, clock }) => {
  let cookies: Record<string, string>;
  let other: Record<string, string>;
  let filled: string[];
  let empty: string;

  beforeAll(async () => {
    const { db } = get();
    const me = await ownerWithSession(db, "scenes-owner@example.com");
    cookies = me.cookies;
    ({ filled, empty } = await teamProfiles(db, me.owner.id, clock.now()));
    other = (await ownerWithSession(db, "scenes-stranger@example.com")).cookies;
  });

  const create = (actors: string[], extra: Record<string, unknown> = {}) =>
    call(r.sceneCreate, { body: { title: "Core team", actors: actors.map((profileId) => ({ profileId, events: [] })), ...extra }, cookies });

  it("profiles for selection list own profiles with their eligibility", async () => {
    const list = await call(r.sceneProfiles, { cookies });
    expect((list.body as unknown as unknown[]).length).toBe(7);
    expect((list.body as unknown as Array<{ _id: string; eligible: boolean }>).find((p) => p._id === empty)!.eligible).toBe(false);
  });

  it("creates a team, runs it to the end, serves the render data compressed, cacheable and only to its owner", async () => {
    const created = await create(filled.slice(0, 4), { lifespan: "one_year" });
    expect(created.status).toBe(200);
    const id = created.body._id as string;
    expect(created.body).toMatchObject({ status: "intact", kind: "team", canUndo: false });
    expect((created.body.actors as Array<{ events: Array<{ type: string; date: string }> }>)[0]!.events).toEqual([{ type: "JOIN", date: created.body.startDay }]);

    const run = await call(r.sceneRun, { method: "PUT", params: { id }, body: { wait: true }, cookies });
    expect(run.body).toMatchObject({ status: "done" });
    const ruid = run.body.ruid as string;
    const snapshot = await call(r.sceneSnapshot, { path: `/api/v1/scene/scene/snapshot/${id}?ruid=${ruid}`, params: { sceneId: id }, cookies });
    expect(snapshot.body.location).toBe(`/api/v1/scene/scene/snapshot/${id}/render/${ruid}`);

    const render = await call(r.sceneRender, { params: { sceneId: id, ruid }, cookies, headers: { "accept-encoding": "gzip" } });
    // An API client's JSON of a packed run is decoded on the server (render-data.db.test.ts: the stored bytes as they are).
    expect(render.headers.get(STORED_ENCODING_HEADER)).toBeNull();
    expect(render.headers.get("content-type")).toContain("application/json");
    expect((render.body.actorIds as string[]).length).toBe(4);
    const stored = await call(r.sceneRender, { params: { sceneId: id, ruid }, cookies, headers: { "accept-encoding": "gzip", accept: PACKED_RENDER_TYPE } });
    expect(stored.headers.get(STORED_ENCODING_HEADER)).toBe("gzip");
    expect(render.headers.get("cache-control")).toContain("immutable");
    expect(render.headers.get("cache-control")).toContain("private");
    const again = await call(r.sceneRender, { params: { sceneId: id, ruid }, cookies, headers: { "if-none-match": render.headers.get("etag")! } });
    expect(again.status).toBe(304);
    const plain = await call(r.sceneRender, { params: { sceneId: id, ruid }, cookies });
    expect(plain.body.dayCount).toBe(365 + 365);
    expect(Object.keys(plain.body.actors as object)).toHaveLength(4);

    const detail = await call(r.sceneGet, { params: { id }, cookies });
    expect(detail.body.renderDays).toBe(730);
    expect(detail.body.finalStats).not.toBeNull();
    expect(detail.body.lastRun).toMatchObject({ ruid, status: "done", phase: "DONE" });

    for (const handler of [r.sceneGet]) expect((await call(handler, { params: { id }, cookies: other })).status).toBe(404);
    expect((await call(r.sceneSnapshot, { path: `/x?ruid=${ruid}`, params: { sceneId: id }, cookies: other })).status).toBe(404);
    expect((await call(r.sceneRender, { params: { sceneId: id, ruid }, cookies: other })).status).toBe(404);
    expect((await call(r.scenePatch, { method: "PATCH", params: { id }, body: { title: "Mine" }, cookies: other })).status).toBe(404);
    expect((await call(r.sceneRun, { method: "PUT", params: { id }, body: {}, cookies: other })).status).toBe(404);
    expect((await call(r.sceneCopy, { method: "POST", params: { id }, body: { title: "Copy" }, cookies: other })).status).toBe(404);
    expect((await call(r.sceneFix, { method: "PATCH", params: { id }, cookies: other })).status).toBe(404);
    expect((await call(r.sceneBulkDelete, { method: "DELETE", body: { sceneIds: [id] }, cookies: other })).body).toEqual({ deleted: 0 });
    expect((await call(r.sceneGet, { params: { id }, cookies })).status).toBe(200);
  });

  it("validation: at least two filled profiles to run, no repeats, a maximum team size, allowed hours, one lead and one manager", async () => {
    const one = await create([filled[0]!]);
    const oneRun = await call(r.sceneRun, { method: "PUT", params: { id: one.body._id as string }, body: {}, cookies });
    expect(oneRun.body.code).toBe("actors_ineligible");
    const withEmpty = await create([filled[0]!, empty]);
    expect((await call(r.sceneRun, { method: "PUT", params: { id: withEmpty.body._id as string }, body: {}, cookies })).body.code).toBe("actors_ineligible");

    expect((await create([filled[0]!, filled[0]!])).body.code).toBe("scene:duplicate_profile");
    const tooMany = await call(r.sceneCreate, { body: { title: "Huge", actors: Array.from({ length: 51 }, (_, i) => ({ profileId: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`, events: [] })) }, cookies });
    expect(tooMany.status).toBe(400);
    expect((await create([filled[0]!, "00000000-0000-4000-8000-000000000099"])).body.code).toBe("profile_not_found");

    const badHours = await create(filled.slice(0, 2), { interactions: [{ a: filled[0], b: filled[1], date: "2026-11-21", hoursPerWeek: 3.5 }] });
    expect(badHours.body).toMatchObject({ code: "validate.consistency", message: "Scene communication setting error: check the interaction settings" });
    const outsider = await create(filled.slice(0, 2), { interactions: [{ a: filled[0], b: filled[2], date: "2026-11-21", hoursPerWeek: 2 }] });
    expect(outsider.body.code).toBe("validate.consistency");
    const over = await create(filled.slice(0, 2), { interactions: [{ a: filled[0], b: filled[1], date: "2026-11-21", hoursPerWeek: 51 }] });
    expect(over.status).toBe(400);

    const managers = filled.slice(0, 3).map((profileId, i) => ({ profileId, events: [{ date: "2026-11-01", type: "JOIN" }, ...(i < 2 ? [{ date: "2026-11-10", type: "M_RANK" }] : [])] }));
    expect((await call(r.sceneCreate, { body: { title: "Two managers", actors: managers }, cookies })).body.code).toBe("scene:rank_conflict");
  });

  it("undo restores the previous composition and lists what it cancels; the memory then clears", async () => {
    const created = await create(filled.slice(0, 3));
    const id = created.body._id as string;
    const actors = created.body.actors as Array<{ profileId: string; events: Array<{ date: string; type: string }> }>;
    const dismissed = actors.map((a, i) => (i === 0 ? { profileId: a.profileId, events: [...a.events, { date: "2026-12-01", type: "DISMISS" }] } : { profileId: a.profileId, events: a.events }));
    const changed = await call(r.scenePatch, { method: "PATCH", params: { id }, body: { actors: dismissed }, cookies });
    expect(changed.body).toMatchObject({ canUndo: true, undoLabels: ["dismissed"] });
    const undone = await call(r.scenePatch, { method: "PATCH", params: { id }, body: { undo: true }, cookies });
    expect(undone.body.canUndo).toBe(false);
    expect((undone.body.actors as typeof actors)[0]!.events.some((e) => e.type === "DISMISS")).toBe(false);
    expect((await call(r.scenePatch, { method: "PATCH", params: { id }, body: { undo: true }, cookies })).status).toBe(409);
  });

  it("a longer lifespan moves the first day earlier and takes the founders along; a shorter one folds the past in", async () => {
    const created = await create(filled.slice(0, 2));
    const id = created.body._id as string;
    const longer = await call(r.scenePatch, { method: "PATCH", params: { id }, body: { lifespan: "one_year" }, cookies });
    const start = longer.body.startDay as string;
    expect(start < (created.body.startDay as string)).toBe(true);
    for (const a of longer.body.actors as Array<{ events: Array<{ date: string; type: string }> }>) expect(a.events).toEqual([{ date: start, type: "JOIN" }]);
    const shorter = await call(r.scenePatch, { method: "PATCH", params: { id }, body: { lifespan: "new" }, cookies });
    for (const a of shorter.body.actors as Array<{ events: Array<{ date: string; type: string }> }>) expect(a.events).toEqual([{ date: shorter.body.startDay, type: "JOIN" }]);
  });

  it("a deleted profile breaks the team until fix removes it", async () => {
    const { db } = get();
    const created = await create(filled.slice(3, 6));
    const id = created.body._id as string;
    await db.update(profiles).set({ status: "deleted" }).where(eq(profiles.id, filled[5]!));
    const broken = await call(r.sceneGet, { params: { id }, cookies });
    expect(broken.body.status).toBe("broken");
    expect((broken.body.actors as Array<{ missing: boolean }>).filter((a) => a.missing)).toHaveLength(1);
    const fixed = await call(r.sceneFix, { method: "PATCH", params: { id }, cookies });
    expect(fixed.body).toMatchObject({ status: "intact" });
    expect((fixed.body.actors as unknown[]).length).toBe(2);
    await db.update(profiles).set({ status: "ack_a" }).where(eq(profiles.id, filled[5]!));
  });

  it("lists, copies, bulk-deletes and deletes all teams", async () => {
    const a = await create(filled.slice(0, 2));
    const copy = await call(r.sceneCopy, { method: "POST", params: { id: a.body._id as string }, body: { title: "Copy of core" }, cookies });
    expect(copy.body).toMatchObject({ title: "Copy of core" });
    const list = await call(r.scenesList, { cookies });
    expect((list.body as unknown as Array<{ title: string }>).some((s) => s.title === "Copy of core")).toBe(true);
    expect((await call(r.scenesList, { cookies: other })).body).toEqual([]);
    expect((await call(r.sceneBulkDelete, { method: "DELETE", body: { sceneIds: [copy.body._id] }, cookies })).body).toEqual({ deleted: 1 });
    const all = await call(r.sceneDeleteAll, { method: "DELETE", cookies });
    expect(all.body.deleted as number).toBeGreaterThan(0);
    expect((await call(r.scenesList, { cookies })).body).toEqual([]);
  });

  it("team checks: four slots, a manager only when more than two are filled, run like teams", async () => {
    const created = await call(r.sandboxCreate, { body: { slots: [filled[0], filled[1], null, null] }, cookies });
    expect(created.status).toBe(200);
    const id = created.body._id as string;
    const noManager = await call(r.sandboxPatch, { method: "PATCH", body: { id, managerId: filled[2] }, cookies });
    expect(noManager.body.fields).toMatchObject({ managerId: "invalid" });
    const three = await call(r.sandboxPatch, { method: "PATCH", body: { id, slots: [filled[0], filled[1], filled[2], null], managerId: filled[3] }, cookies });
    expect(three.body.settings).toMatchObject({ managerId: filled[3], slots: [filled[0], filled[1], filled[2], null] });
    expect((await call(r.sandboxPatch, { method: "PATCH", body: { id, slots: [filled[0], filled[0], null, null] }, cookies })).body.code).toBe("scene:duplicate_profile");
    const run = await call(r.sceneRun, { method: "PUT", params: { id }, body: { wait: true }, cookies });
    expect(run.body.status).toBe("done");
    const render = await call(r.sceneRender, { params: { sceneId: id, ruid: run.body.ruid as string }, cookies });
    expect(render.body).toMatchObject({ memberIds: expect.any(Array), managerId: filled[3] });
    expect((await call(r.sandboxGet, { path: "/api/v1/scene/sandbox", cookies })).body.check).toMatchObject({ _id: id });
    expect((await call(r.sandboxGet, { path: `/api/v1/scene/sandbox?id=${id}`, cookies: other })).status).toBe(404);
    expect((await call(r.sandboxPatch, { method: "PATCH", body: { id, title: "x" }, cookies: other })).status).toBe(404);
  });

  it("a love pair reads love profiles' answers, and only theirs", async () => {
    const { db } = get();
    const [a, b] = [filled[4]!, filled[5]!];
    const pair = await call(r.pairCreate, { body: { actors: [a, b] }, cookies });
    const loveRun = async () => (await call(r.pairRun, { method: "PUT", params: { id: pair.body._id as string }, body: { type: "love" }, cookies })).body.result;
    const apart = { shared_interests: "prefer_different", weekend: "home", love_language: "gifts", weekly_time_together: 1, second_chances: "no" };
    const close = { shared_interests: "essential", weekend: "outdoors", love_language: "words", weekly_time_together: 40, second_chances: "yes" };
    const [original] = await db.select({ answers: profiles.answers }).from(profiles).where(eq(profiles.id, a));
    try {
      // Answers of profiles of other kinds are not love answers: they change nothing.
      await db.update(profiles).set({ answers: apart }).where(eq(profiles.id, a));
      const baseline = await loveRun();
      await db.update(profiles).set({ answers: close }).where(eq(profiles.id, a));
      expect(await loveRun()).toEqual(baseline);
      // A love profile's answers are the love forecast's input.
      await db.update(profiles).set({ kind: "love", answers: apart }).where(eq(profiles.id, a));
      const distant = await loveRun();
      await db.update(profiles).set({ answers: close }).where(eq(profiles.id, a));
      expect(await loveRun()).not.toEqual(distant);
    } finally {
      await db.update(profiles).set({ kind: "profile", answers: original!.answers }).where(eq(profiles.id, a));
    }
  });

  it("pair checks: two different profiles, a manager when both slots are filled, 12 months; love pairs", async () => {
    const created = await call(r.pairCreate, { body: { actors: [filled[0], filled[1]], managerId: filled[2], interaction: { remote: true, hoursPerWeek: 4 } }, cookies });
    expect(created.status).toBe(200);
    const id = created.body._id as string;
    const ran = await call(r.pairRun, { method: "PUT", params: { id }, body: {}, cookies });
    const months = (ran.body.result as { months: Array<{ month: string; compatibility: number }> }).months;
    expect(months).toHaveLength(12);
    expect(months[0]!.month).toBe(clock.now().toISOString().slice(0, 7));
    // The same pair checked again, even as a new check, gives the same bands.
    expect((await call(r.pairRun, { method: "PUT", params: { id }, body: {}, cookies })).body.result).toEqual(ran.body.result);
    const twin = await call(r.pairCreate, { body: { actors: [filled[0], filled[1]], managerId: filled[2], interaction: { remote: true, hoursPerWeek: 4 } }, cookies });
    expect((await call(r.pairRun, { method: "PUT", params: { id: twin.body._id as string }, body: {}, cookies })).body.result).toEqual(ran.body.result);
    const love = await call(r.pairRun, { method: "PUT", params: { id }, body: { type: "love" }, cookies });
    expect(love.body.result).toMatchObject({ love: { score: expect.any(Number) }, sexual: expect.any(Object), marital: expect.any(Object), friendship: expect.any(Object) });

    expect((await call(r.pairCreate, { body: { actors: [filled[0], filled[0]] }, cookies })).body.code).toBe("scene:duplicate_profile");
    expect((await call(r.pairCreate, { body: { actors: [filled[0], null], managerId: filled[1] }, cookies })).body.fields).toMatchObject({ managerId: "invalid" });
    expect((await call(r.pairCreate, { body: { actors: [filled[0], filled[1]], interaction: { remote: false, hoursPerWeek: 7.5 } }, cookies })).body.code).toBe("validate.consistency");
    const halfEmpty = await call(r.pairCreate, { body: { actors: [filled[0], empty] }, cookies });
    expect((await call(r.pairRun, { method: "PUT", params: { id: halfEmpty.body._id as string }, body: {}, cookies })).body.code).toBe("actors_ineligible");
    const patched = await call(r.pairPatch, { method: "PATCH", params: { id }, body: { actors: [filled[3], filled[4]], managerId: null }, cookies });
    expect(patched.body.result).toBeNull();

    expect((await call(r.pairGet, { params: { id }, cookies: other })).body.code).toBe("p2p:not_found");
    expect((await call(r.pairRun, { method: "PUT", params: { id }, body: {}, cookies: other })).status).toBe(404);
    expect((await call(r.pairPatch, { method: "PATCH", params: { id }, body: {}, cookies: other })).status).toBe(404);
    expect((await call(r.pairDelete, { method: "DELETE", params: { id }, cookies: other })).status).toBe(404);
    expect((await call(r.pairCreate, { body: { actors: [filled[0], filled[1]] }, cookies: other })).status).toBe(404);

    const team = await create(filled.slice(0, 3));
    const inScene = await call(r.pairCreateInScene, { method: "POST", params: { id: team.body._id as string }, body: { actors: [filled[0], filled[1]] }, cookies });
    expect(inScene.body.sceneId).toBe(team.body._id);
    expect((await call(r.pairCreateInScene, { method: "POST", params: { id: team.body._id as string }, body: { actors: [filled[0], filled[4]] }, cookies })).status).toBe(404);
    expect((await call(r.sceneGet, { params: { id: team.body._id as string }, cookies })).body.p2pRequests).toEqual([inScene.body._id]);
    expect((await call(r.pairDelete, { method: "DELETE", params: { id }, cookies })).status).toBe(200);
  });

  it("compares teams side by side on the same indicators; other owners' teams are not found", async () => {
    const a = await create(filled.slice(0, 3));
    const b = await create(filled.slice(3, 6));
    const compared = await call(r.scenesCompare, { body: { sceneIds: [a.body._id, b.body._id] }, cookies });
    expect(compared.status).toBe(200);
    const scenes = compared.body.scenes as Array<{ today: Record<string, number>; final: Record<string, number> }>;
    expect(scenes).toHaveLength(2);
    for (const s of scenes) expect(Object.keys(s.final)).toEqual(Object.keys(scenes[0]!.final));
    expect((await call(r.scenesCompareGet, { params: { id: compared.body._id as string }, cookies })).body.scenes).toHaveLength(2);
    expect((await call(r.scenesCompareGet, { params: { id: compared.body._id as string }, cookies: other })).body.code).toBe("compare:not_found");
    expect((await call(r.scenesCompare, { body: { sceneIds: [a.body._id, b.body._id] }, cookies: other })).status).toBe(404);
    expect((await call(r.scenesCompare, { body: { sceneIds: [a.body._id] }, cookies })).status).toBe(400);
    expect((await call(r.scenesCompare, { body: { sceneIds: [a.body._id, a.body._id] }, cookies })).status).toBe(400);
  });

  it("render data is stored as gzip of the packed engine result", async () => {
    const team = await create(filled.slice(0, 2));
    const run = await call(r.sceneRun, { method: "PUT", params: { id: team.body._id as string }, body: { wait: true }, cookies });
    const { db } = get();
    const { sceneRuns } = await import("@/db/schema");
    const [row] = await db.select().from(sceneRuns).where(eq(sceneRuns.id, run.body.ruid as string));
    expect(row!.dataFormat).toBe("packed");
    const parsed = decodePackedRender(gunzipSync(row!.data!)) as { engineVersion: string; actorIds: string[] };
    expect(parsed.engineVersion).toBeTruthy();
    expect(parsed.actorIds).toHaveLength(2);
  });
});
