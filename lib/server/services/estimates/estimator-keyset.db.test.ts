import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { estimatorAssignments } from "@/db/schema";
import { describeEachDatabase } from "@/tests/support/databases";
import { call } from "@/tests/support/http";
import { listProfile } from "@/tests/support/list-data";
import { ownerWithSession } from "@/tests/support/owner-session";
import * as r from "@/tests/support/routes";
import { estimatorWithSession } from "@/tests/support/staff-session";

describeEachDatabase("estimator list keyset paging", ({ get }) => {
  let cookies: Record<string, string>;
  let otherCookies: Record<string, string>;
  const assigned: string[] = [];

  beforeAll(async () => {
    const { db } = get();
    const { owner } = await ownerWithSession(db, "keyset-graded@example.com");
    const me = await estimatorWithSession(db, "keyset-grader@example.com");
    const other = await estimatorWithSession(db, "keyset-other-grader@example.com");
    cookies = me.cookies;
    otherCookies = other.cookies;
    const batchId = randomUUID();
    // Five assignments share one instant, two more follow: ties are ordered by id.
    const same = new Date("2026-05-01T10:00:00.250Z");
    for (let i = 0; i < 7; i++) {
      const profileId = await listProfile(db, owner.id, { firstName: `Graded${i}` });
      assigned.push(profileId);
      const at = i < 5 ? same : new Date(Date.UTC(2026, 4, 2 + i));
      await db.insert(estimatorAssignments).values({ estimatorId: me.estimator.id, profileId, batchId, assignedAt: at, updatedAt: at });
    }
    const theirs = await listProfile(db, owner.id, { firstName: "Theirs" });
    await db.insert(estimatorAssignments).values({ estimatorId: other.estimator.id, profileId: theirs, batchId });
  });

  const list = (query: string, as = cookies) => call(r.estProfiles, { path: `/api/v1/estimator/profiles?${query}`, cookies: as });

  it("every sort walks all pages once, in the order offset paging gives", async () => {
    for (const sortBy of ["updatedAt", "assignedAt"]) {
      for (const sortOrder of ["asc", "desc"]) {
        const query = `sortBy=${sortBy}&sortOrder=${sortOrder}`;
        const walked: string[] = [];
        let cursor: string | null = null;
        let page = 1;
        do {
          const answer = await list(`${query}&pageSize=2&page=${page}${cursor ? `&cursor=${cursor}` : ""}`);
          expect(answer.status).toBe(200);
          walked.push(...(answer.body.profiles as Array<{ _id: string }>).map((p) => p._id));
          cursor = answer.body.nextCursor as string | null;
          page += 1;
        } while (cursor && page < 10);
        expect(page - 1, query).toBe(4);
        expect(new Set(walked)).toEqual(new Set(assigned));
        expect(walked).toHaveLength(assigned.length);
        const whole = ((await list(`${query}&pageSize=100`)).body.profiles as Array<{ _id: string }>).map((p) => p._id);
        expect(walked, query).toEqual(whole);
      }
    }
    expect((await list("", otherCookies)).body.profiles).toHaveLength(1);
  });

  it("a malformed cursor or one of another sort answers 400 validation:invalid_query", async () => {
    const first = await list("pageSize=2");
    for (const query of ["cursor=@@", `sortOrder=desc&cursor=${first.body.nextCursor as string}`, `sortBy=assignedAt&cursor=${first.body.nextCursor as string}`]) {
      const answer = await list(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code).toBe("validation:invalid_query");
    }
  });
});
