import "server-only";
import { count, desc, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { coupleResults } from "@/db/schema";
import type { AdminCoupleResultsDto } from "@/lib/contracts/consumer";
import type { Session } from "@/lib/server/auth/sessions";
import { AppError } from "@/lib/server/http/app-error";
import { audit } from "../admin/audit";
import { unlockCoupleResult } from "./couple-results";

const PAGE_SIZE = 20;

/** GET /administrator/compatibility: consumer results with first names only (answers and traits stay private). */
export async function listCoupleResults(db: Db, query: { page: number; unlocked: "all" | "locked" | "unlocked" }): Promise<AdminCoupleResultsDto> {
  const where: SQL | undefined = query.unlocked === "locked" ? isNull(coupleResults.unlockedAt) : query.unlocked === "unlocked" ? isNotNull(coupleResults.unlockedAt) : undefined;
  const [{ total }] = (await db.select({ total: count() }).from(coupleResults).where(where)) as [{ total: number }];
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
    })
    .from(coupleResults)
    .where(where)
    .orderBy(desc(coupleResults.createdAt), desc(coupleResults.id))
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  return {
    items: rows.map((r) => ({
      _id: r.id,
      product: r.product,
      title: `${r.people[0].firstName} & ${r.people[1].firstName}`,
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
