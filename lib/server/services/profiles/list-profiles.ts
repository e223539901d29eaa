import "server-only";
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { profileAttachments, profiles } from "@/db/schema";
import type { ProfileListDto, ProfileListQuery } from "@/lib/contracts/profiles";
import type { Session } from "@/lib/server/auth/sessions";
import { GONE_STATUSES } from "./load-profile";
import { PROFILE_LIST_COLUMNS, toListItemDto } from "./profile-dto";
import { AppError } from "@/lib/server/http/app-error";
import { decodeCursor, pageOf } from "@/lib/server/paging/cursor";
import { escapeLike } from "@/lib/server/paging/like";
import { afterTimestamp, timestampKey } from "@/lib/server/paging/keyset";
import { addDays, dayStartMs } from "@/lib/engine/core/dates";

/**
 * The owner's profile list: their own profiles and those shared with them, filtered,
 * searched, sorted and paged as spec part 1 section 3 describes. Deleting the last
 * profile of a page is handled by the page asking again for the previous page. Pages
 * follow a keyset on (sort column, id) through `cursor`; only the list's columns are read.
 */
export async function listProfiles(db: Db, session: Session, query: ProfileListQuery): Promise<ProfileListDto> {
  const me = session.subjectId;
  const attachedIds = db.select({ id: profileAttachments.profileId }).from(profileAttachments).where(eq(profileAttachments.ownerId, me));
  const own = eq(profiles.ownerId, me);
  const shared = inArray(profiles.id, attachedIds);
  const conditions: SQL[] = [notInArray(profiles.status, [...GONE_STATUSES])];
  conditions.push(query.statusFilter === "own" ? own : query.statusFilter === "shared" ? shared : or(own, shared)!);

  if (query.profileStatus === "view" || query.profileStatus === "empty") conditions.push(eq(profiles.status, "ack_q"));
  if (query.profileStatus === "approved" || query.profileStatus === "completed") conditions.push(inArray(profiles.status, ["ack_a", "answered"]));
  if (query.search) {
    const term = `%${escapeLike(query.search)}%`;
    conditions.push(
      or(
        ilike(profiles.firstName, term),
        ilike(profiles.lastName, term),
        ilike(profiles.position, term),
        ilike(profiles.email, term),
        ilike(sql`${profiles.firstName} || ' ' || ${profiles.lastName}`, term),
      )!,
    );
  }
  if (query.dateStart) conditions.push(gte(profiles.createdAt, new Date(dayStartMs(query.dateStart))));
  if (query.dateEnd) conditions.push(lt(profiles.createdAt, new Date(dayStartMs(addDays(query.dateEnd, 1)))));
  const gradeFilters: Array<[string[] | undefined, "K" | "P" | "L"]> = [
    [query.gradeC, "K"],
    [query.gradeP, "P"],
    [query.gradeM, "L"],
  ];
  for (const [grades, key] of gradeFilters) {
    if (grades?.length) conditions.push(inArray(sql<string>`${profiles.finalScore} ->> ${key}`, grades));
  }

  const where = and(...conditions);
  const [{ value: total }] = (await db.select({ value: count() }).from(profiles).where(where)) as [{ value: number }];
  const column = query.sortBy === "updatedAt" ? profiles.updatedAt : profiles.createdAt;
  const order = query.sortOrder === "asc" ? asc : desc;
  // The cursor names its sort, so a cursor of another sort is refused rather than misread.
  const cursor = decodeCursor(query.cursor, 3);
  if (cursor && (cursor.key[0] !== query.sortBy || cursor.key[1] !== query.sortOrder)) throw new AppError("validation:invalid_query", 400, { fields: { cursor: "invalid" } });
  const rows = await db
    .select({ ...PROFILE_LIST_COLUMNS, sortKey: timestampKey(column) })
    .from(profiles)
    .where(cursor ? and(where, afterTimestamp(column, profiles.id, cursor.key[2], cursor.id, query.sortOrder)) : where)
    .orderBy(order(column), order(profiles.id))
    .limit(query.pageSize + 1)
    .offset(cursor ? 0 : (query.page - 1) * query.pageSize);
  const page = pageOf(rows, query.pageSize, (row) => ({ key: [query.sortBy, query.sortOrder, row.sortKey], id: row.id }));
  return {
    profiles: page.rows.map((row) => toListItemDto(row, row.ownerId !== me)),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
    nextCursor: page.nextCursor,
  };
}
