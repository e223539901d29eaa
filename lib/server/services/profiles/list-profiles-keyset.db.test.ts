import { beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "@/tests/support/databases";
import { call } from "@/tests/support/http";
import { attachProfile, listProfile } from "@/tests/support/list-data";
import { ownerWithSession } from "@/tests/support/owner-session";
import * as r from "@/tests/support/routes";

interface Row { _id: string; createdAt: string; firstName: string }

describeEachDatabase("profile list keyset paging", ({ get }) => {
  let cookies: Record<string, string>;
  let strangerCookies: Record<string, string>;
  const mine: string[] = [];
  let foreign: string;

  beforeAll(async () => {
    const { db } = get();
    const me = await ownerWithSession(db, "keyset-me@example.com");
    const stranger = await ownerWithSession(db, "keyset-stranger@example.com");
    cookies = me.cookies;
    strangerCookies = stranger.cookies;
    // Four profiles share one creation instant: only the id orders them.
    const same = new Date("2026-02-01T08:00:00.500Z");
    for (let i = 0; i < 4; i++) mine.push(await listProfile(db, me.owner.id, { firstName: `Same${i}`, createdAt: same, updatedAt: new Date(Date.UTC(2026, 3, 10 - i)) }));
    for (let i = 0; i < 3; i++) mine.push(await listProfile(db, me.owner.id, { firstName: `Day${i}`, createdAt: new Date(Date.UTC(2026, 1, 2 + i)), updatedAt: same }));
    const shared = await listProfile(db, stranger.owner.id, { firstName: "SharedOne", createdAt: new Date(Date.UTC(2026, 0, 5)) });
    await attachProfile(db, me.owner.id, shared);
    mine.push(shared);
    foreign = await listProfile(db, stranger.owner.id, { firstName: "Foreign" });
  });

  const list = (query: string, as = cookies) => call(r.profilesList, { path: `/api/v1/owner/profiles?${query}`, cookies: as });

  async function walk(query: string): Promise<Row[]> {
    const rows: Row[] = [];
    let cursor: string | null = null;
    let page = 1;
    do {
      const answer = await list(`${query}&pageSize=3&page=${page}${cursor ? `&cursor=${cursor}` : ""}`);
      expect(answer.status).toBe(200);
      expect(answer.body.total).toBe(mine.length);
      expect(answer.body.page).toBe(page);
      rows.push(...(answer.body.profiles as Row[]));
      cursor = answer.body.nextCursor as string | null;
      page += 1;
    } while (cursor && page < 10);
    return rows;
  }

  it("every sort walks all pages once, in the order offset paging gives, without other owners' rows", async () => {
    for (const sortBy of ["createdAt", "updatedAt"]) {
      for (const sortOrder of ["asc", "desc"]) {
        const query = `sortBy=${sortBy}&sortOrder=${sortOrder}`;
        const walked = (await walk(query)).map((p) => p._id);
        expect(walked, query).toHaveLength(mine.length);
        expect(new Set(walked)).toEqual(new Set(mine));
        expect(walked).not.toContain(foreign);
        const whole = ((await list(`${query}&pageSize=100`)).body.profiles as Row[]).map((p) => p._id);
        expect(walked, query).toEqual(whole);
      }
    }
  });

  it("ties on the sort column are ordered by id in the sort's direction", async () => {
    const rows = await walk("sortBy=createdAt&sortOrder=desc");
    const same = rows.filter((p) => p.firstName.startsWith("Same")).map((p) => p._id);
    expect(same).toEqual([...same].sort().reverse());
  });

  it("filters and search keep working with cursors; the list never carries answers", async () => {
    const first = await list("search=same&pageSize=2");
    expect(first.body.total).toBe(4);
    expect(JSON.stringify(first.body)).not.toContain("secret");
    const second = await list(`search=same&pageSize=2&page=2&cursor=${first.body.nextCursor as string}`);
    expect((second.body.profiles as Row[]).map((p) => p.firstName).every((n) => n.startsWith("Same"))).toBe(true);
    expect(second.body.nextCursor).toBeNull();
    expect((await list("statusFilter=shared")).body.total).toBe(1);
    expect((await list("", strangerCookies)).body.profiles).toHaveLength(2);
  });

  it("a malformed cursor or one of another sort answers 400 validation:invalid_query", async () => {
    const first = await list("pageSize=2");
    for (const query of ["cursor=%%%", "cursor=abc", `sortOrder=asc&cursor=${first.body.nextCursor as string}`, `sortBy=updatedAt&cursor=${first.body.nextCursor as string}`]) {
      const answer = await list(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code).toBe("validation:invalid_query");
    }
  });
});
