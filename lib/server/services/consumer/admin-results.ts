import "server-only";
import { and, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/db/client";
import { coupleResults, lovePairUnlocks, owners, pairChecks, profiles } from "@/db/schema";
import type { AdminCoupleResultsDto, AdminLovePairsDto } from "@/lib/contracts/consumer";
import type { Session } from "@/lib/server/auth/sessions";
import { AppError } from "@/lib/server/http/app-error";
import { isUuid } from "@/lib/contracts/ids";
import { decodeCursor, pageOf } from "@/lib/server/paging/cursor";
import { afterTimestamp, timestampKey } from "@/lib/server/paging/keyset";
import { audit } from "../admin/audit";
import { coupleTitle, unlockCoupleResult } from "./couple-results";
import { orderedPair, unlockLovePair } from "./love-pairs";

const PAGE_SIZE = 20;

/** GET /administrator/compatibility: consumer results with first names only (answers and traits stay private). */
export async function listCoupleResults(db: Db, query: { page: number; unlocked: "all" | "locked" | "unlocked"; cursor?: string }): Promise<AdminCoupleResultsDto> {
  const where: SQL | undefined = query.unlocked === "locked" ? isNull(coupleResults.unlockedAt) : query.unlocked === "unlocked" ? isNotNull(coupleResults.unlockedAt) : undefined;
  const [{ total }] = (await db.select({ total: count() }).from(coupleResults).where(where)) as [{ total: number }];
  // Keyset on (created_at, id), newest first; the cursor names this list so another list's is refused.
  const cursor = decodeCursor(query.cursor, 2);
  if (cursor && cursor.key[0] !== "compatibility") throw new AppError("validation:invalid_query", 400, { fields: { cursor: "invalid" } });
  const after = cursor ? afterTimestamp(coupleResults.createdAt, coupleResults.id, cursor.key[1], cursor.id, "desc") : undefined;
  const rows = await db
    .select({
      id: coupleResults.id,
      product: coupleResults.product,
      people: coupleResults.people,
      status: coupleResults.status,
      flameUserId: coupleResults.flameUserId,
      unlockedAt: coupleResults.unlockedAt,
      hasReport: sql<boolean>`${coupleResults.reports} <> '{}'::jsonb`,
      createdAt: coupleResults.createdAt,
      sortKey: timestampKey(coupleResults.createdAt),
    })
    .from(coupleResults)
    .where(after ? and(where, after) : where)
    .orderBy(desc(coupleResults.createdAt), desc(coupleResults.id))
    .limit(PAGE_SIZE + 1)
    .offset(cursor ? 0 : (query.page - 1) * PAGE_SIZE);
  const page = pageOf(rows, PAGE_SIZE, (r) => ({ key: ["compatibility", r.sortKey], id: r.id }));
  return {
    nextCursor: page.nextCursor,
    items: page.rows.map((r) => ({
      _id: r.id,
      product: r.product,
      title: coupleTitle(r.people[0].firstName, r.people[1].firstName),
      status: r.status,
      saved: r.flameUserId !== null,
      unlockedAt: r.unlockedAt?.toISOString() ?? null,
      hasReport: Boolean(r.hasReport),
      createdAt: r.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: PAGE_SIZE,
  };
}

/** POST /administrator/compatibility/{id}/unlock: opens the full reading and the report of a result (audited). */
export async function adminUnlockCoupleResult(db: Db, session: Session, id: string, now: Date): Promise<void> {
  const changed = await unlockCoupleResult(db, id, `administrator:${session.subjectId}`, now);
  if (!changed) {
    const [exists] = await db.select({ id: coupleResults.id }).from(coupleResults).where(sql`${coupleResults.id} = ${id}`).limit(1);
    if (!exists) throw new AppError("compatibility:not_found");
    return;
  }
  await audit(db, session, "unlock", "couple_result", id, { unlocked: false }, { unlocked: true }, now);
}

/** GET /administrator/love-pairs: each love-mobile owner's pairs of love profiles that were checked, newest first. */
export async function listLovePairs(db: Db, query: { page: number; cursor?: string }): Promise<AdminLovePairsDto> {
  const pairs = db
    .select({
      ownerId: pairChecks.ownerId,
      low: sql<string>`least(${pairChecks.profileA}, ${pairChecks.profileB})`.as("low"),
      high: sql<string>`greatest(${pairChecks.profileA}, ${pairChecks.profileB})`.as("high"),
      lastRunAt: sql<Date | null>`max(${pairChecks.lastRunAt})`.as("last_run"),
    })
    .from(pairChecks)
    .where(and(eq(pairChecks.type, "love"), isNotNull(pairChecks.profileA), isNotNull(pairChecks.profileB)))
    .groupBy(pairChecks.ownerId, sql`least(${pairChecks.profileA}, ${pairChecks.profileB})`, sql`greatest(${pairChecks.profileA}, ${pairChecks.profileB})`)
    .as("pairs");
  const [{ total }] = (await db.select({ total: count() }).from(pairs)) as [{ total: number }];
  // Keyset on (last check, low, owner, high) newest first, never-run pairs last; the cursor names this list.
  const cursor = decodeCursor(query.cursor, 4);
  if (cursor && (cursor.key[0] !== "lovePairs" || !isUuid(cursor.key[2]) || !isUuid(cursor.key[3]))) throw new AppError("validation:invalid_query", 400, { fields: { cursor: "invalid" } });
  const rest = cursor ? sql`(${pairs.low}, ${pairs.ownerId}, ${pairs.high}) < (${cursor.id}::uuid, ${String(cursor.key[2])}::uuid, ${String(cursor.key[3])}::uuid)` : undefined;
  const after = !cursor
    ? undefined
    : cursor.key[1] === null
      ? sql`(${pairs.lastRunAt} is null and ${rest})`
      : sql`(${pairs.lastRunAt} < ${String(cursor.key[1])}::timestamptz or (${pairs.lastRunAt} = ${String(cursor.key[1])}::timestamptz and ${rest}) or ${pairs.lastRunAt} is null)`;
  const a = alias(profiles, "a");
  const b = alias(profiles, "b");
  const rows = await db
    .select({ ownerId: pairs.ownerId, email: owners.email, low: pairs.low, high: pairs.high, lastRunAt: pairs.lastRunAt, lastRunKey: sql<string | null>`to_char(${pairs.lastRunAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`, nameA: a.firstName, nameB: b.firstName, unlockedAt: lovePairUnlocks.unlockedAt })
    .from(pairs)
    .innerJoin(owners, eq(owners.id, pairs.ownerId))
    .leftJoin(a, sql`${a.id} = ${pairs.low}`)
    .leftJoin(b, sql`${b.id} = ${pairs.high}`)
    .leftJoin(lovePairUnlocks, and(eq(lovePairUnlocks.ownerId, pairs.ownerId), sql`${lovePairUnlocks.profileLow} = ${pairs.low}`, sql`${lovePairUnlocks.profileHigh} = ${pairs.high}`))
    .where(after)
    .orderBy(sql`${pairs.lastRunAt} desc nulls last`, desc(pairs.low), desc(pairs.ownerId), desc(pairs.high))
    .limit(PAGE_SIZE + 1)
    .offset(cursor ? 0 : (query.page - 1) * PAGE_SIZE);
  const page = pageOf(rows, PAGE_SIZE, (r) => ({ key: ["lovePairs", r.lastRunKey, r.ownerId, r.high], id: r.low }));
  const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
  return {
    nextCursor: page.nextCursor,
    items: page.rows.map((r) => ({
      ownerId: r.ownerId,
      ownerEmail: r.email,
      profileIds: [r.low, r.high],
      title: coupleTitle(r.nameA ?? "?", r.nameB ?? "?"),
      lastRunAt: iso(r.lastRunAt),
      unlockedAt: iso(r.unlockedAt),
    })),
    total,
    page: query.page,
    pageSize: PAGE_SIZE,
  };
}

/** POST /administrator/love-pairs/unlock: opens a love owner's pair (the pair must have been checked by that owner; audited). */
export async function adminUnlockLovePair(db: Db, session: Session, input: { ownerId: string; id1: string; id2: string }, now: Date): Promise<void> {
  const [checked] = await db
    .select({ id: pairChecks.id })
    .from(pairChecks)
    .where(and(eq(pairChecks.ownerId, input.ownerId), eq(pairChecks.type, "love"), or(and(eq(pairChecks.profileA, input.id1), eq(pairChecks.profileB, input.id2)), and(eq(pairChecks.profileA, input.id2), eq(pairChecks.profileB, input.id1)))))
    .limit(1);
  if (!checked) throw new AppError("p2p:not_found");
  if (await unlockLovePair(db, input.ownerId, input.id1, input.id2, `administrator:${session.subjectId}`, now)) {
    await audit(db, session, "unlock", "love_pair", `${input.ownerId}:${orderedPair(input.id1, input.id2).join(":")}`, { unlocked: false }, { unlocked: true }, now);
  }
}
