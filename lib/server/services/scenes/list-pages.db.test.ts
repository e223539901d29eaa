import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { profileAttachments, scenes } from "@/db/schema";
import type { Session } from "@/lib/server/auth/sessions";
import { describeEachDatabase } from "@/tests/support/databases";
import { call } from "@/tests/support/http";
import { attachProfile, listProfile, listScene } from "@/tests/support/list-data";
import { ownerWithSession } from "@/tests/support/owner-session";
import * as r from "@/tests/support/routes";
import { loadScenePeople } from "./scene-people";

interface Picked { _id: string; firstName: string; lastName: string; eligible: boolean; shared: boolean }
interface Listed { _id: string; title: string; status: string; actorsCount: number }

describeEachDatabase("paged scene lists", ({ get }) => {
  let me: { id: string; cookies: Record<string, string> };
  let stranger: { id: string; cookies: Record<string, string> };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const { db } = get();
    const a = await ownerWithSession(db, "lists-me@example.com");
    const b = await ownerWithSession(db, "lists-stranger@example.com");
    me = { id: a.owner.id, cookies: a.cookies };
    stranger = { id: b.owner.id, cookies: b.cookies };
    // Three people of one name: the keyset's id decides their order across pages.
    for (const n of [1, 2, 3]) ids[`anna${n}`] = await listProfile(db, me.id, { firstName: "Anna", lastName: "Ivanova", position: "Analyst" });
    ids.boris = await listProfile(db, me.id, { firstName: "Boris", lastName: "Petrov", position: "Designer" });
    ids.vera = await listProfile(db, me.id, { firstName: "Вера", lastName: "Смирнова", filled: false });
    ids.gone = await listProfile(db, me.id, { firstName: "Gone", lastName: "Person", status: "deleted" });
    ids.shared = await listProfile(db, stranger.id, { firstName: "Clara", lastName: "Shared", position: "Manager" });
    await attachProfile(db, me.id, ids.shared);
    ids.foreign = await listProfile(db, stranger.id, { firstName: "Anna", lastName: "Foreign" });
  });

  const pick = (query: string, cookies = me.cookies) => call(r.sceneProfiles, { path: `/api/v1/scene/profiles?${query}`, cookies });
  const teams = (query: string, cookies = me.cookies) => call(r.scenesList, { path: `/api/v1/scene/scenes?${query}`, cookies });

  async function allPages<T>(load: (cursor: string | null) => Promise<{ body: Record<string, unknown> }>): Promise<{ items: T[]; pages: number }> {
    const items: T[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await load(cursor);
      items.push(...(page.body.items as T[]));
      cursor = page.body.nextCursor as string | null;
      pages += 1;
    } while (cursor && pages < 20);
    return { items, pages };
  }

  it("the picker pages by name then id with no gap or repeat, own and shared profiles only", async () => {
    const { items, pages } = await allPages<Picked>((cursor) => pick(`limit=2${cursor ? `&cursor=${cursor}` : ""}`));
    expect(pages).toBe(3);
    const got = items.map((p) => p._id);
    expect(new Set(got).size).toBe(got.length);
    const annas = [ids.anna1!, ids.anna2!, ids.anna3!].sort();
    expect(got.slice(0, 3)).toEqual(annas);
    expect(new Set(got)).toEqual(new Set([...annas, ids.boris, ids.vera, ids.shared]));
    expect(items.find((p) => p._id === ids.shared)).toMatchObject({ shared: true, eligible: true });
    expect(items.find((p) => p._id === ids.vera)).toMatchObject({ shared: false, eligible: false });
    expect(got).not.toContain(ids.foreign);
    expect(got).not.toContain(ids.gone);
  });

  it("the picker searches names in either order, case-insensitively, and positions", async () => {
    const names = async (q: string) => ((await pick(`q=${encodeURIComponent(q)}`)).body.items as Picked[]).map((p) => `${p.firstName} ${p.lastName}`);
    expect(await names("ivanova ANNA")).toEqual(["Anna Ivanova", "Anna Ivanova", "Anna Ivanova"]);
    expect(await names("anna iv")).toHaveLength(3);
    expect(await names("design")).toEqual(["Boris Petrov"]);
    expect(await names("смирнова")).toEqual(["Вера Смирнова"]);
    expect(await names("manager")).toEqual(["Clara Shared"]);
    expect(await names("foreign")).toEqual([]);
    expect(await names("100%")).toEqual([]);
  });

  it("the picker's search stays inside one field and follows a renamed profile", async () => {
    const { db } = get();
    const names = async (q: string) => ((await pick(`q=${encodeURIComponent(q)}`)).body.items as Picked[]).map((p) => `${p.firstName} ${p.lastName}`);
    // The database keeps the searched text ("boris petrov", "petrov boris", "designer" on lines
    // of their own): a term reaching from one into the next finds no one, with or without a line break.
    expect(await names("petrov designer")).toEqual([]);
    expect(await names("petrov petrov")).toEqual([]);
    expect(await names("petrov\npetrov")).toEqual([]);
    expect(await names("boris\ndesigner")).toEqual([]);
    const renamed = await listProfile(db, me.id, { firstName: "Dmitry", lastName: "Old", position: "Тестировщик" });
    expect(await names("ТЕСТИР")).toEqual(["Dmitry Old"]);
    await db.execute(sql`update profiles set last_name = 'Новиков', position = 'Writer' where id = ${renamed}`);
    expect(await names("dmitry old")).toEqual([]);
    expect(await names("тестир")).toEqual([]);
    expect(await names("новиков dmitry")).toEqual(["Dmitry Новиков"]);
    expect(await names("WRITER")).toEqual(["Dmitry Новиков"]);
    await db.execute(sql`update profiles set status = 'deleted' where id = ${renamed}`);
  });

  it("ids answers just those people this owner may choose; eligible keeps filled ones", async () => {
    const byIds = await pick(`ids=${[ids.boris, ids.foreign, ids.gone, ids.shared].join(",")}`);
    expect((byIds.body.items as Picked[]).map((p) => p._id).sort()).toEqual([ids.boris, ids.shared].sort());
    expect(byIds.body.nextCursor).toBeNull();
    const filled = await pick("eligible=true&limit=200");
    expect((filled.body.items as Picked[]).every((p) => p.eligible)).toBe(true);
    expect(filled.body.items).toHaveLength(5);
  });

  it("bad paging input answers 400 with the catalogue's code", async () => {
    for (const query of ["cursor=not-a-cursor!", `cursor=${Buffer.from("[1,2]").toString("base64url")}`, `cursor=${Buffer.from('[["a"],"x"]').toString("base64url")}`, "limit=0", "limit=201", "ids=nope"]) {
      const answer = await pick(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code).toBe("validation:invalid_query");
    }
    expect((await teams("cursor=eyJ")).status).toBe(400);
  });

  it("the team list pages newest first, equal times by id, and decides broken in SQL as loadScenePeople does", async () => {
    const { db } = get();
    const at = new Date("2026-03-01T10:00:00.123Z");
    const tie = new Date("2026-03-01T10:00:00.123Z");
    const intact = await listScene(db, me.id, "Intact core", [ids.anna1!, ids.shared!], at);
    const deleted = await listScene(db, me.id, "With a deleted member", [ids.boris!, ids.gone!], tie);
    const foreign = await listScene(db, me.id, "With a stranger's member", [ids.boris!, ids.foreign!], tie);
    const unfilled = await listScene(db, me.id, "With an empty profile", [ids.vera!], tie);
    const later = await listScene(db, me.id, "Later", [ids.anna2!, ids.anna3!], new Date("2026-03-02T00:00:00Z"));
    const removedShare = await listScene(db, me.id, "Share withdrawn", [ids.shared!], new Date("2026-02-01T00:00:00Z"));
    // A microsecond apart: a millisecond cursor would lose one of them.
    await db.update(scenes).set({ updatedAt: sql`${scenes.updatedAt} + interval '1 microsecond'` }).where(eq(scenes.id, unfilled));
    const strangerTeam = await listScene(db, stranger.id, "Stranger's", [ids.foreign!], at);

    const { items, pages } = await allPages<Listed>((cursor) => teams(`limit=2${cursor ? `&cursor=${cursor}` : ""}`));
    expect(pages).toBe(3);
    const got = items.map((s) => s._id);
    expect(got).toHaveLength(6);
    expect(new Set(got).size).toBe(6);
    expect(got).not.toContain(strangerTeam);
    expect(got[0]).toBe(later);
    expect(got.slice(1, 5)).toEqual([unfilled, ...[intact, deleted, foreign].sort().reverse()]);
    expect(got[5]).toBe(removedShare);

    // Withdraw the share: that member can no longer be chosen, so both teams with it break.
    await db.delete(profileAttachments).where(eq(profileAttachments.profileId, ids.shared!));
    const after = (await teams("limit=200")).body.items as Listed[];
    const session = { subjectId: me.id } as Session;
    const rows = await db.select().from(scenes).where(eq(scenes.ownerId, me.id));
    for (const row of rows) {
      const people = await loadScenePeople(db, session, row.actors.map((a) => a.profileId));
      const oldRule = row.actors.some((a) => !people.has(a.profileId)) ? "broken" : "intact";
      expect(after.find((s) => s._id === row.id)?.status, row.title).toBe(oldRule);
    }
    const status = Object.fromEntries(after.map((s) => [s.title, s.status]));
    expect(status).toEqual({ "Later": "intact", "Intact core": "broken", "With a deleted member": "broken", "With a stranger's member": "broken", "With an empty profile": "intact", "Share withdrawn": "broken" });
    expect(after.find((s) => s._id === removedShare)?.actorsCount).toBe(1);
    await attachProfile(db, me.id, ids.shared!);

    expect(((await teams("q=member")).body.items as Listed[]).map((s) => s.title).sort()).toEqual(["With a deleted member", "With a stranger's member"]);
    expect((await teams("", stranger.cookies)).body.items).toHaveLength(1);
  });
});
