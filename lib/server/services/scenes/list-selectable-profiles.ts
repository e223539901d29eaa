import "server-only";
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { profiles } from "@/db/schema";
import type { SceneProfilesQuery } from "@/lib/contracts/scenes";
import type { SelectableProfiles } from "@/lib/contracts/scene-responses";
import type { Session } from "@/lib/server/auth/sessions";
import { decodeCursor, pageOf } from "@/lib/server/paging/cursor";
import { eligibleSql, notGoneSql, searchTextHolds, sharedWithSql } from "./selectable";

const ORDER = [asc(profiles.firstName), asc(profiles.lastName), asc(profiles.id)];

/**
 * GET /scene/profiles: one page of the live profiles this owner may put into a pair, check
 * or team, by first and last name then id (the keyset), with only the picker's columns.
 * `q` matches the name in either order or the position; `ids` answers just those profiles.
 */
export async function listSelectableProfiles(db: Db, session: Session, query: SceneProfilesQuery): Promise<SelectableProfiles> {
  const me = session.subjectId;
  const cursor = query.ids ? null : decodeCursor(query.cursor, 2);
  const conditions: SQL[] = [notGoneSql];
  if (query.ids) conditions.push(query.ids.length ? inArray(profiles.id, query.ids) : sql`false`);
  if (query.eligible) conditions.push(eligibleSql);
  if (query.q) conditions.push(searchTextHolds(query.q));
  if (cursor) conditions.push(sql`(${profiles.firstName}, ${profiles.lastName}, ${profiles.id}) > (${cursor.key[0]}, ${cursor.key[1]}, ${cursor.id}::uuid)`);
  const limit = query.ids ? query.ids.length : query.limit;
  const filters = and(...conditions)!;
  // "Own or shared" in one condition makes the database read and sort every profile of the
  // owner; instead the owner's first page comes from the (owner, name, id) index and the
  // few shared ones are added, then the page is cut from the two. The two sets are one
  // `union all` of ids: an `or` of two `in`s is read as a filter over every profile (a
  // sequential scan), a union is looked up by primary key.
  const ownFirst = db.select({ id: profiles.id }).from(profiles).where(and(eq(profiles.ownerId, me), filters)).orderBy(...ORDER).limit(limit + 1);
  const sharedOnes = db.select({ id: profiles.id }).from(profiles).where(and(sql`${profiles.id} in ${sharedWithSql(me)}`, filters));
  const rows = await db
    .select({
      id: profiles.id,
      ownerId: profiles.ownerId,
      kind: profiles.kind,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      position: profiles.position,
      avatarName: profiles.avatarName,
      eligible: eligibleSql,
    })
    .from(profiles)
    .where(sql`${profiles.id} in (${ownFirst} union all ${sharedOnes})`)
    .orderBy(...ORDER)
    .limit(limit + 1);
  const page = pageOf(rows, limit, (row) => ({ key: [row.firstName, row.lastName], id: row.id }));
  return {
    items: page.rows.map((row) => ({
      _id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      position: row.position,
      avatarName: row.avatarName,
      eligible: Boolean(row.eligible),
      shared: row.ownerId !== me,
      kind: row.kind,
    })),
    nextCursor: query.ids ? null : page.nextCursor,
  };
}
