import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { instances, runSlots } from "@/db/schema";
import { inTransaction } from "@/db/transaction-scope";
import { env } from "@/lib/env";
import { createOwner } from "@/tests/support/accounts";
import { describeEachDatabase } from "@/tests/support/databases";
import { acquireRunSlot } from "./run-quota";
import { INSTANCE_LOST_AFTER_MS, STALE_RUN_AFTER_MS } from "./retention";

/** Settles every attempt: how many got a slot, how many were refused with 429. */
async function attempts(calls: Array<Promise<() => Promise<void>>>) {
  const settled = await Promise.allSettled(calls);
  const granted = settled.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
  const refused = settled.flatMap((r) => (r.status === "rejected" ? [r.reason as { code?: string; status?: number; details?: { retryAfter?: number } }] : []));
  return { granted, refused };
}

describeEachDatabase("per-owner run quota shared by every instance", ({ get, clock, driver }) => {
  it("defaults to three", () => {
    expect(env().RUNS_PER_OWNER).toBe(3);
  });

  it("of 12 parallel requests on two instances, exactly three get a slot; the rest 429 with Retry-After; another owner is not affected", async () => {
    const { db } = get();
    const owner = await createOwner(db, "quota-parallel@example.com");
    const other = await createOwner(db, "quota-other@example.com");
    const now = clock.now();
    for (const id of ["instance-a", "instance-b"]) await db.insert(instances).values({ id, startedAt: now, lastSeen: now });
    const { granted, refused } = await attempts(Array.from({ length: 12 }, (_, i) => acquireRunSlot(db, owner.id, now, { instance: i % 2 ? "instance-a" : "instance-b" })));
    expect(granted).toHaveLength(3);
    expect(refused).toHaveLength(9);
    expect(refused[0]).toMatchObject({ code: "scene:too_many_runs", status: 429, details: { retryAfter: 2 } });
    await (await acquireRunSlot(db, other.id, now, { instance: "instance-a" }))();

    // A slot given back (twice changes nothing) makes room for exactly one more.
    await granted[0]!();
    await granted[0]!();
    const again = await acquireRunSlot(db, owner.id, now, { instance: "instance-b" });
    await expect(acquireRunSlot(db, owner.id, now, { instance: "instance-a" })).rejects.toMatchObject({ status: 429 });
    for (const release of [again, ...granted.slice(1)]) await release();
    expect(await db.select().from(runSlots).where(eq(runSlots.ownerId, owner.id))).toEqual([]);
  });

  // PGlite is opened by one process only: its slots live in that process (no statement), so
  // there is no other instance whose death could matter, and the case exists only on PostgreSQL.
  if (driver === "postgres") it("slots of an instance that stopped beating, and slots older than the stale-run grace, do not count", async () => {
    const { db } = get();
    const owner = await createOwner(db, "quota-lost@example.com");
    const start = clock.now();
    await db.insert(instances).values({ id: "dies", startedAt: start, lastSeen: start });
    await db.insert(instances).values({ id: "lives", startedAt: start, lastSeen: start });
    for (let i = 0; i < 3; i++) await acquireRunSlot(db, owner.id, start, { instance: "dies" });
    await expect(acquireRunSlot(db, owner.id, start, { instance: "lives" })).rejects.toMatchObject({ status: 429 });
    // "dies" writes no heartbeat any more; "lives" does.
    const later = new Date(start.getTime() + INSTANCE_LOST_AFTER_MS + 1_000);
    await db.update(instances).set({ lastSeen: later }).where(eq(instances.id, "lives"));
    const held = await Promise.all([0, 1, 2].map(() => acquireRunSlot(db, owner.id, later, { instance: "lives" })));
    await expect(acquireRunSlot(db, owner.id, later, { instance: "lives" })).rejects.toMatchObject({ status: 429 });
    // Never given back (a release that failed): expires after the stale-run grace, even on a live instance.
    const muchLater = new Date(later.getTime() + STALE_RUN_AFTER_MS + 1_000);
    await db.update(instances).set({ lastSeen: muchLater }).where(eq(instances.id, "lives"));
    await (await acquireRunSlot(db, owner.id, muchLater, { instance: "lives" }))();
    for (const release of held) await release();
  });

  it("a slot never given back stops counting after the stale-run grace, not before", async () => {
    const { db } = get();
    const owner = await createOwner(db, "quota-stale@example.com");
    const start = clock.now();
    for (let i = 0; i < 3; i++) await acquireRunSlot(db, owner.id, start);
    const almost = new Date(start.getTime() + STALE_RUN_AFTER_MS - 1_000);
    await expect(acquireRunSlot(db, owner.id, almost)).rejects.toMatchObject({ code: "scene:too_many_runs", status: 429, details: { retryAfter: 2 } });
    const past = new Date(start.getTime() + STALE_RUN_AFTER_MS + 1_000);
    const fresh = await Promise.all([0, 1, 2].map(() => acquireRunSlot(db, owner.id, past)));
    await expect(acquireRunSlot(db, owner.id, past)).rejects.toMatchObject({ status: 429 });
    for (const release of fresh) await release();
  });

  it("slots taken inside a request's transaction and outside it count together", async () => {
    const { db } = get();
    const owner = await createOwner(db, "quota-transaction@example.com");
    const now = clock.now();
    const outside = await acquireRunSlot(db, owner.id, now);
    await inTransaction(db, async (tx) => {
      const inside = [await acquireRunSlot(tx, owner.id, now), await acquireRunSlot(tx, owner.id, now)];
      await expect(acquireRunSlot(tx, owner.id, now)).rejects.toMatchObject({ status: 429 });
      for (const release of inside) await release();
    });
    await expect(acquireRunSlot(db, owner.id, now)).resolves.toBeTypeOf("function");
    await outside();
  });

  it(`keeps the slots ${driver === "pglite" ? "in the process (PGlite: one process only)" : "in the database (shared by every instance)"}`, async () => {
    const { db } = get();
    const owner = await createOwner(db, "quota-where@example.com");
    const release = await acquireRunSlot(db, owner.id, clock.now());
    const rows = await db.select().from(runSlots).where(eq(runSlots.ownerId, owner.id));
    expect(rows).toHaveLength(driver === "pglite" ? 0 : 1);
    await release();
    expect(await db.select().from(runSlots).where(eq(runSlots.ownerId, owner.id))).toEqual([]);
  });
});
