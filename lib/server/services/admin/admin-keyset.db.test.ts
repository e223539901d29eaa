import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { coupleResults, owners, pairChecks, profiles } from "@/db/schema";
import { describeEachDatabase } from "@/tests/support/databases";
import { call } from "@/tests/support/http";
import { listProfile } from "@/tests/support/list-data";
import { ownerWithSession } from "@/tests/support/owner-session";
import * as r from "@/tests/support/routes";
import { administratorWithSession } from "@/tests/support/staff-session";

interface Row { _id: string }
type Route = typeof r.admOwners;

describeEachDatabase("administrator lists keyset paging", ({ get }) => {
  let admin: Record<string, string>;
  const companies: string[] = [];
  let consumer: string;
  const people: string[] = [];
  let otherOwnerProfile: string;
  let ownerId: string;

  beforeAll(async () => {
    const { db } = get();
    admin = (await administratorWithSession(db, "keyset-admin@example.com")).cookies;
    // Companies: three share a creation instant, visits are NULL for some and tied for others.
    const same = new Date("2026-02-01T08:00:00.500Z");
    for (let i = 0; i < 7; i++) {
      const [row] = await db
        .insert(owners)
        .values({
          email: `kadm-${i % 2 ? "b" : "a"}${i}@example.com`,
          companyName: `Keyset ${i}`,
          status: "verified",
          createdAt: i < 3 ? same : new Date(Date.UTC(2026, 1, 2 + i)),
          lastVisitAt: i % 3 === 0 ? null : i % 3 === 1 ? same : new Date(Date.UTC(2026, 3, i)),
        })
        .returning({ id: owners.id });
      companies.push(row!.id);
    }
    const [love] = await db.insert(owners).values({ email: "kadm-love@example.com", companyName: "", status: "verified", product: "love" }).returning({ id: owners.id });
    consumer = love!.id;
    // Profiles: completedAt NULL for some, tied for others; one belongs to a second owner.
    const owner = await ownerWithSession(db, "kpro-owner@example.com");
    ownerId = owner.owner.id;
    for (let i = 0; i < 7; i++) {
      const id = await listProfile(db, ownerId, { firstName: `Kp${i}`, createdAt: i < 4 ? same : new Date(Date.UTC(2026, 1, 2 + i)), updatedAt: same });
      const completedAt = i % 3 === 0 ? null : i % 3 === 1 ? same : new Date(Date.UTC(2026, 4, i));
      await db.update(profiles).set({ completedAt }).where(eq(profiles.id, id));
      people.push(id);
    }
    const other = await ownerWithSession(db, "kpro-other@example.com");
    otherOwnerProfile = await listProfile(db, other.owner.id, { firstName: "Kp-other", createdAt: same });
  });

  const list = (route: Route, base: string, query: string) => call(route, { path: `/api/v1/administrator/${base}?${query}`, cookies: admin });

  async function walk(route: Route, base: string, query: string, total: number): Promise<string[]> {
    const ids: string[] = [];
    let cursor: string | null = null;
    let page = 1;
    do {
      const answer = await list(route, base, `${query}&pageSize=3&page=${page}${cursor ? `&cursor=${cursor}` : ""}`);
      expect(answer.status, query).toBe(200);
      expect(answer.body.total).toBe(total);
      ids.push(...(answer.body.items as Row[]).map((x) => x._id));
      cursor = answer.body.nextCursor as string | null;
      page += 1;
    } while (cursor && page < 10);
    expect(page - 1, query).toBe(Math.ceil(total / 3));
    return ids;
  }

  async function walksEverySort(route: Route, base: string, filter: string, sorts: string[], expected: string[]) {
    for (const sortBy of sorts) {
      for (const sortOrder of ["asc", "desc"]) {
        const query = `${filter}&sortBy=${sortBy}&sortOrder=${sortOrder}`;
        const walked = await walk(route, base, query, expected.length);
        expect(walked, query).toHaveLength(expected.length);
        expect(new Set(walked), query).toEqual(new Set(expected));
        const whole = ((await list(route, base, `${query}&pageSize=100`)).body.items as Row[]).map((x) => x._id);
        expect(walked, query).toEqual(whole);
      }
    }
  }

  it("companies: every sort (NULL visits, tied instants, tied emails' order) walks all pages once, consumers apart", async () => {
    await walksEverySort(r.admOwners, "owners", "search=kadm-", ["createdAt", "lastVisitAt", "email"], companies);
    const tied = (await walk(r.admOwners, "owners", "search=kadm-&sortBy=createdAt&sortOrder=desc", 7)).filter((id) => companies.indexOf(id) < 3);
    expect(tied).toEqual(companies.slice(0, 3).sort().reverse());
    const love = await list(r.admOwners, "owners", "search=kadm-&productFilter=love&pageSize=3");
    expect((love.body.items as Row[]).map((x) => x._id)).toEqual([consumer]);
    expect(love.body.nextCursor).toBeNull();
  });

  it("companies: search narrows the pages and the list shows only its columns", async () => {
    const first = await list(r.admOwners, "owners", "search=kadm-b&pageSize=2&sortBy=email&sortOrder=asc");
    expect(first.body.total).toBe(3);
    const second = await list(r.admOwners, "owners", `search=kadm-b&pageSize=2&page=2&sortBy=email&sortOrder=asc&cursor=${first.body.nextCursor as string}`);
    const emails = [...(first.body.items as Array<{ email: string }>), ...(second.body.items as Array<{ email: string }>)].map((x) => x.email);
    expect(emails).toEqual(["kadm-b1@example.com", "kadm-b3@example.com", "kadm-b5@example.com"]);
    expect(second.body.nextCursor).toBeNull();
    expect(JSON.stringify(first.body)).not.toMatch(/passwordHash|stripeCustomer/);
  });

  it("profiles: every sort, completedAt NULLs included, walks all pages once; the company filter keeps working", async () => {
    await walksEverySort(r.admProfiles as Route, "profiles", "search=kp", ["createdAt", "updatedAt", "completedAt"], [...people, otherOwnerProfile]);
    await walksEverySort(r.admProfiles as Route, "profiles", `ownersFilter=${ownerId}`, ["completedAt"], people);
    const asc = await walk(r.admProfiles as Route, "profiles", `ownersFilter=${ownerId}&sortBy=completedAt&sortOrder=asc`, 7);
    // NULLs come last ascending (first descending), ordered by id like any tie.
    const nulls = people.filter((_, i) => i % 3 === 0);
    expect(asc.slice(-3)).toEqual([...nulls].sort());
    const desc = await walk(r.admProfiles as Route, "profiles", `ownersFilter=${ownerId}&sortBy=completedAt&sortOrder=desc`, 7);
    expect(desc.slice(0, 3)).toEqual([...nulls].sort().reverse());
  });

  it("a malformed cursor or one of another sort answers 400 validation:invalid_query", async () => {
    for (const [route, base] of [[r.admOwners, "owners"], [r.admProfiles as Route, "profiles"]] as const) {
      const first = await list(route, base, "pageSize=2");
      const cursor = first.body.nextCursor as string;
      expect(cursor).toEqual(expect.any(String));
      for (const query of ["cursor=%%%", "cursor=abc", `sortOrder=asc&cursor=${cursor}`, `sortBy=updatedAt&cursor=${cursor}`, `sortBy=lastVisitAt&cursor=${cursor}`]) {
        const answer = await list(route, base, query);
        expect(answer.status, `${base} ${query}`).toBe(400);
        expect(answer.body.code).toBe("validation:invalid_query");
      }
    }
  });

  it("compatibility results: 20 a page by (created, id) newest first, ties and the unlock filter across pages, foreign cursors refused", async () => {
    const { db } = get();
    const same = new Date("2026-03-01T08:00:00.250Z");
    const person = { firstName: "Kc" };
    const made: string[] = [];
    for (let i = 0; i < 45; i++) {
      const [row] = await db
        .insert(coupleResults)
        .values({ keyHash: `keyset-${i}`, product: "couple", locale: "en", people: [person, person] as never, ownAnswers: {}, result: {}, createdAt: i < 25 ? same : new Date(Date.UTC(2026, 2, 2, 0, i)), unlockedAt: i % 2 ? same : null })
        .returning({ id: coupleResults.id });
      made.push(row!.id);
    }
    const compat = (query: string) => call(r.admCoupleResults, { path: `/api/v1/administrator/compatibility?${query}`, cookies: admin });
    for (const unlocked of ["all", "unlocked"]) {
      const expected = made.filter((_, i) => unlocked === "all" || i % 2);
      const ids: string[] = [];
      let cursor: string | null = null;
      let page = 1;
      do {
        const answer = await compat(`unlocked=${unlocked}&page=${page}${cursor ? `&cursor=${cursor}` : ""}`);
        expect(answer.status).toBe(200);
        expect(answer.body.total).toBe(expected.length);
        ids.push(...(answer.body.items as Row[]).map((x) => x._id));
        cursor = answer.body.nextCursor as string | null;
        page += 1;
      } while (cursor && page < 10);
      expect(page - 1).toBe(Math.ceil(expected.length / 20));
      expect(ids).toHaveLength(expected.length);
      expect(new Set(ids)).toEqual(new Set(expected));
      const tied = ids.filter((id) => made.indexOf(id) < 25);
      expect(tied).toEqual([...tied].sort().reverse());
    }
    const owner = (await list(r.admOwners, "owners", "pageSize=2")).body.nextCursor as string;
    for (const query of ["cursor=abc", `cursor=${owner}`]) {
      const answer = await compat(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code).toBe("validation:invalid_query");
    }
  });

  it("love pairs: 20 a page, newest check first and never-run pairs last, ties and re-checks neither skipped nor repeated", async () => {
    const { db } = get();
    const same = new Date("2026-04-01T08:00:00.125Z");
    const keys: string[] = [];
    for (let i = 0; i < 30; i++) {
      const [x, y] = [randomUUID(), randomUUID()];
      const lastRunAt = i < 8 ? null : i < 22 ? same : new Date(Date.UTC(2026, 3, 2, 0, i));
      const check = { ownerId, type: "love" as const, interaction: { remote: false, hoursPerWeek: 1 }, startDay: "2026-01-01" };
      await db.insert(pairChecks).values({ ...check, profileA: x, profileB: y, lastRunAt });
      // The same pair checked again the other way round earlier: still one row of the list.
      if (i % 5 === 0 && i >= 8) await db.insert(pairChecks).values({ ...check, profileA: y, profileB: x, lastRunAt: new Date(Date.UTC(2025, 0, 1)) });
      keys.push([x, y].sort().join(":"));
    }
    const pairs = (query: string) => call(r.admLovePairs, { path: `/api/v1/administrator/love-pairs?${query}`, cookies: admin });
    const walked: Array<{ profileIds: string[]; lastRunAt: string | null }> = [];
    let cursor: string | null = null;
    let page = 1;
    do {
      const answer = await pairs(`page=${page}${cursor ? `&cursor=${cursor}` : ""}`);
      expect(answer.status).toBe(200);
      expect(answer.body.total).toBe(30);
      walked.push(...(answer.body.items as typeof walked));
      cursor = answer.body.nextCursor as string | null;
      page += 1;
    } while (cursor && page < 10);
    expect(page - 1).toBe(2);
    expect(walked.map((p) => p.profileIds.join(":")).sort()).toEqual([...keys].sort());
    expect(walked.slice(-8).every((p) => p.lastRunAt === null)).toBe(true);
    expect(walked.slice(0, 8).every((p) => p.lastRunAt! > same.toISOString())).toBe(true);
    for (const query of ["cursor=abc", `cursor=${(await list(r.admOwners, "owners", "pageSize=2")).body.nextCursor as string}`]) {
      const answer = await pairs(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code).toBe("validation:invalid_query");
    }
  });
});
