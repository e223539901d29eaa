import "server-only";
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, ne, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { owners, profiles } from "@/db/schema";
import type { AdminOwnerItemDto, AdminOwnersQuery, Paged } from "@/lib/contracts/admin";
import { announceAccountChanged } from "@/lib/server/auth/session-events";
import { revokeAccountSessions, type Session } from "@/lib/server/auth/sessions";
import { AppError } from "@/lib/server/http/app-error";
import { decodeCursor, pageOf } from "@/lib/server/paging/cursor";
import { afterNullable, timestampKey } from "@/lib/server/paging/keyset";
import type { RequestMeta } from "../request-meta";
import { requestLoginLink } from "../passport/request-login-link";
import { audit } from "./audit";
import { addDays, dayStartMs } from "@/lib/engine/core/dates";

type OwnerRow = typeof owners.$inferSelect;

/** The columns the administrator's owner list shows. */
const LIST_COLUMNS = {
  id: owners.id,
  email: owners.email,
  companyName: owners.companyName,
  status: owners.status,
  subscribeEndDate: owners.subscribeEndDate,
  createdAt: owners.createdAt,
  subscriptionPlan: owners.subscriptionPlan,
  subscriptionStatus: owners.subscriptionStatus,
  lastVisitAt: owners.lastVisitAt,
};
type ListRow = Pick<OwnerRow, keyof typeof LIST_COLUMNS>;

function toItem(row: ListRow, profileCount: number): AdminOwnerItemDto {
  return {
    _id: row.id,
    email: row.email,
    companyName: row.companyName,
    status: row.status,
    endDate: row.subscribeEndDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    subscription: { plan: row.subscriptionPlan, status: row.subscriptionStatus },
    lastVisit: row.lastVisitAt?.toISOString() ?? null,
    profileCount,
  };
}

async function profileCounts(db: Db, ownerIds: string[]): Promise<Map<string, number>> {
  if (!ownerIds.length) return new Map();
  const rows = await db
    .select({ ownerId: profiles.ownerId, n: count() })
    .from(profiles)
    .where(and(inArray(profiles.ownerId, ownerIds), notInArray(profiles.status, ["deleted", "delete_keep"])))
    .groupBy(profiles.ownerId);
  return new Map(rows.map((r) => [r.ownerId!, Number(r.n)]));
}

export async function listOwners(db: Db, query: AdminOwnersQuery): Promise<Paged<AdminOwnerItemDto>> {
  const conditions: SQL[] = [];
  conditions.push(eq(owners.product, query.productFilter));
  if (query.statusFilter === "all") conditions.push(ne(owners.status, "deleted"));
  else conditions.push(eq(owners.status, query.statusFilter));
  if (query.subscribeFilter === "none") conditions.push(eq(owners.subscriptionPlan, "none"));
  if (query.subscribeFilter === "paid") conditions.push(ne(owners.subscriptionPlan, "none"));
  if (query.search) {
    const term = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(owners.email, term), ilike(owners.companyName, term))!);
  }
  if (query.dateStart) conditions.push(gte(owners.createdAt, new Date(dayStartMs(query.dateStart))));
  if (query.dateEnd) conditions.push(lt(owners.createdAt, new Date(dayStartMs(addDays(query.dateEnd, 1)))));
  const where = and(...conditions);
  const [{ value: total }] = (await db.select({ value: count() }).from(owners).where(where)) as [{ value: number }];
  // Keyset on (sort column, id); the cursor names its sort so another sort's is refused.
  const cursor = decodeCursor(query.cursor, 3);
  if (cursor && (cursor.key[0] !== query.sortBy || cursor.key[1] !== query.sortOrder)) throw new AppError("validation:invalid_query", 400, { fields: { cursor: "invalid" } });
  const column = query.sortBy === "email" ? owners.email : query.sortBy === "lastVisitAt" ? owners.lastVisitAt : owners.createdAt;
  const sortKey = query.sortBy === "email" ? sql<string>`${owners.email}` : timestampKey(column);
  const order = query.sortOrder === "asc" ? asc : desc;
  const after = cursor ? afterNullable(column, owners.id, cursor.key[2], cursor.id, query.sortOrder, query.sortBy === "email" ? "text" : "timestamptz") : undefined;
  const rows = await db
    .select({ ...LIST_COLUMNS, sortKey })
    .from(owners)
    .where(after ? and(where, after) : where)
    .orderBy(order(column), order(owners.id))
    .limit(query.pageSize + 1)
    .offset(cursor ? 0 : (query.page - 1) * query.pageSize);
  const page = pageOf(rows, query.pageSize, (r) => ({ key: [query.sortBy, query.sortOrder, r.sortKey], id: r.id }));
  const counts = await profileCounts(db, page.rows.map((r) => r.id));
  return { items: page.rows.map((r) => toItem(r, counts.get(r.id) ?? 0)), total: Number(total), page: query.page, pageSize: query.pageSize, nextCursor: page.nextCursor };
}

async function loadOwner(db: Db, id: string): Promise<OwnerRow> {
  const [row] = await db.select().from(owners).where(eq(owners.id, id)).limit(1);
  if (!row || row.status === "deleted") throw new AppError("entity_not_found");
  return row;
}

export async function getOwnerForAdmin(db: Db, id: string): Promise<AdminOwnerItemDto> {
  const row = await loadOwner(db, id);
  return toItem(row, (await profileCounts(db, [id])).get(id) ?? 0);
}

export async function createOwnerByAdmin(db: Db, session: Session, input: { email: string; companyName?: string; sendLoginLink?: boolean }, meta: RequestMeta): Promise<AdminOwnerItemDto> {
  const [row] = await db
    .insert(owners)
    .values({ email: input.email, companyName: input.companyName ?? "", status: "verified", emailVerifiedAt: meta.now, createdAt: meta.now, updatedAt: meta.now })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError("record_already_exists");
  await audit(db, session, "owner.create", "owner", row.id, null, row, meta.now);
  if (input.sendLoginLink) await requestLoginLink(db, { domain: "owner", email: row.email, locale: row.locale === "ru" ? "ru" : "en" }, meta);
  return toItem(row, 0);
}

export async function updateOwnerByAdmin(db: Db, session: Session, id: string, input: { email?: string; companyName?: string; status?: "unverified" | "verified" | "blocked"; subscribeEndDate?: string | null }, meta: RequestMeta): Promise<AdminOwnerItemDto> {
  const before = await loadOwner(db, id);
  if (input.email && input.email !== before.email) {
    const [taken] = await db.select({ id: owners.id }).from(owners).where(eq(owners.email, input.email)).limit(1);
    if (taken) throw new AppError("record_already_exists");
  }
  const [after] = await db
    .update(owners)
    .set({
      ...(input.email ? { email: input.email } : {}),
      ...(input.companyName !== undefined ? { companyName: input.companyName } : {}),
      ...(input.status ? { status: input.status } : {}),
      ...(input.subscribeEndDate !== undefined ? { subscribeEndDate: input.subscribeEndDate ? new Date(dayStartMs(input.subscribeEndDate)) : null } : {}),
      updatedAt: meta.now,
    })
    .where(eq(owners.id, id))
    .returning();
  announceAccountChanged({ domain: "owner", subjectId: id });
  // A blocked owner loses access at once (checklist 14).
  if (input.status === "blocked") await revokeAccountSessions(db, "owner", id);
  await audit(db, session, "owner.update", "owner", id, before, after, meta.now);
  return toItem(after!, (await profileCounts(db, [id])).get(id) ?? 0);
}

/** DELETE /owners/{id} and DELETE /owners { ids }: the same deletion an owner can ask for (address released, sessions ended). */
export async function deleteOwnersByAdmin(db: Db, session: Session, ids: string[], meta: RequestMeta): Promise<{ deleted: number }> {
  let deleted = 0;
  for (const id of ids) {
    const [row] = await db.select().from(owners).where(and(eq(owners.id, id), ne(owners.status, "deleted"))).limit(1);
    if (!row) continue;
    await db.update(owners).set({ status: "deleted", email: `deleted+${row.id}@deleted.invalid`, passwordHash: null, deletedAt: meta.now, updatedAt: meta.now }).where(eq(owners.id, id));
    announceAccountChanged({ domain: "owner", subjectId: id });
    await revokeAccountSessions(db, "owner", id);
    await audit(db, session, "owner.delete", "owner", id, row, { status: "deleted" }, meta.now);
    deleted++;
  }
  return { deleted };
}

/** GET /profile-filter/owners: the companies for the profile list's owner filter. */
export async function ownerFilterList(db: Db): Promise<Array<{ _id: string; email: string; companyName: string }>> {
  const rows = await db.select({ id: owners.id, email: owners.email, companyName: owners.companyName }).from(owners).where(and(eq(owners.product, "enterprise"), ne(owners.status, "deleted"), isNull(owners.deletedAt), isNotNull(owners.email))).orderBy(asc(owners.companyName), asc(owners.email));
  return rows.map((r) => ({ _id: r.id, email: r.email, companyName: r.companyName }));
}
