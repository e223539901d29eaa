import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { adminAudit, owners } from "@/db/schema";
import { loveQuestionnaireV1 } from "@/lib/questionnaire";
import { fillAnswers } from "@/lib/questionnaire/testing/fill";
import { describeEachDatabase } from "@/tests/support/databases";
import { call } from "@/tests/support/http";
import { ownerWithSession } from "@/tests/support/owner-session";
import * as r from "@/tests/support/routes";
import { administratorWithSession } from "@/tests/support/staff-session";

// A love-mobile owner's pair: the scores are free, the full reading (contributors) and the
// report are unlocked per pair of love profiles, by the administrator until payments exist.

const loveAnswers = (seed: string) => ({ ...fillAnswers(loveQuestionnaireV1, (q) => createHash("sha256").update(`${seed}:${q.neuronName}`).digest()[0]! % 5) });

describeEachDatabase("love-mobile pairs", ({ get }) => {
  it("locked: scores without contributors and no report; unlocked by the administrator: the full reading and the report", async () => {
    const { db } = get();
    const { owner, cookies } = await ownerWithSession(db, "lover@example.com");
    await db.update(owners).set({ product: "love" }).where(eq(owners.id, owner.id));
    const profile = async (firstName: string) => {
      const res = await call(r.profileLove, { body: { answers: loveAnswers(firstName), firstName, birthDate: "1992-04-05" }, cookies, ip: "198.51.100.201" });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body._id as string;
    };
    const [a, b] = [await profile("Lena"), await profile("Ivan")];
    const pair = await call(r.pairCreate, { body: { actors: [a, b], type: "love" }, cookies });
    const run = await call(r.pairRun, { method: "PUT", params: { id: pair.body._id as string }, body: { type: "love" }, cookies });
    expect(run.status).toBe(200);
    const locked = run.body as { loveUnlocked: boolean; result: Record<string, { score: number; contributors: unknown[] }> };
    expect(locked.loveUnlocked).toBe(false);
    expect(locked.result.marital!.score).toBeGreaterThan(0);
    expect(locked.result.marital!.contributors).toEqual([]);
    const refused = await call(r.reportPair, { body: { id1: a, id2: b, type: "love" }, cookies });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("compatibility:locked");

    const { cookies: admin } = await administratorWithSession(db, "pairs-admin@example.com");
    const list = await call(r.admLovePairs, { cookies: admin });
    const item = (list.body.items as Array<{ ownerId: string; profileIds: string[]; title: string; ownerEmail: string; unlockedAt: string | null }>).find((i) => i.ownerId === owner.id)!;
    expect(item).toMatchObject({ title: expect.stringMatching(/Lena|Ivan/), ownerEmail: "lover@example.com", unlockedAt: null });
    expect((await call(r.admLovePairUnlock, { body: { ownerId: owner.id, id1: b, id2: a }, cookies: admin })).status).toBe(200);
    expect((await db.select().from(adminAudit).where(eq(adminAudit.targetType, "love_pair"))).length).toBe(1);

    const open = await call(r.pairGet, { params: { id: pair.body._id as string }, cookies });
    expect(open.body.loveUnlocked).toBe(true);
    // Both people's traits for the chart (the owner's own profiles).
    expect((open.body.loveTraits as Array<{ scale: Record<string, number> }>).map((t) => Object.keys(t.scale).length)).toEqual([5, 5]);
    expect((open.body.result as Record<string, { contributors: unknown[] }>).marital!.contributors.length).toBeGreaterThan(0);
    const report = await call(r.reportPair, { body: { id1: b, id2: a, type: "love", ln: "ru" }, cookies });
    expect(report.status).toBe(200);
    const text = String(report.body.raw);
    expect(text).toContain("Стандартный отчёт");
    expect(text).toContain("Lena");

    // Another owner's session reaches neither the pair nor its report.
    const other = await ownerWithSession(db, "stranger@example.com");
    expect((await call(r.reportPair, { body: { id1: a, id2: b }, cookies: other.cookies })).status).toBe(404);
    // Unlocking a pair the owner never checked is refused.
    expect((await call(r.admLovePairUnlock, { body: { ownerId: other.owner.id, id1: a, id2: b }, cookies: admin })).status).toBe(404);
  });
});
