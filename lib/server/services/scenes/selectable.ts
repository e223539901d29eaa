import "server-only";
import { and, eq, notInArray, or, sql, type SQL } from "drizzle-orm";
import { profileAttachments, profiles } from "@/db/schema";
import { GONE_STATUSES } from "../profiles/load-profile";
import { escapeLike } from "@/lib/server/paging/like";

/** Not deleted or otherwise gone: the status half of the selectable rule. */
export const notGoneSql: SQL = notInArray(profiles.status, [...GONE_STATUSES]);

/** Ids of the profiles shared with this owner (profile attachments), as a subquery. */
export function sharedWithSql(ownerId: string): SQL {
  return sql`(select ${profileAttachments.profileId} from ${profileAttachments} where ${profileAttachments.ownerId} = ${ownerId})`;
}

/**
 * The one SQL rule of "a profile this owner may put into a pair, check or team": their own
 * or shared with them, and not gone. `loadScenePeople` applies the same rule to the rows it
 * reads; the team list's "broken" status is its negation for any member; the picker applies
 * its two halves separately so the owner's part can follow the name index.
 */
export function selectableBy(ownerId: string): SQL {
  return and(or(eq(profiles.ownerId, ownerId), sql`${profiles.id} in ${sharedWithSql(ownerId)}`), notGoneSql)!;
}

/** Filled enough for the engine (mirrors `toEnginePerson`: Big Five present, not just invited). */
export const eligibleSql = sql<boolean>`(${profiles.bigFive} is not null and ${profiles.status} <> 'ack_q')`;

/**
 * A profile whose `search_text` (the name in either order or the position, one per line, see
 * the schema) holds the term, lower-cased by the database as ILIKE lower-cases. The term loses
 * its line breaks, so it cannot reach from one of the three texts into the next.
 */
export function searchTextHolds(q: string): SQL {
  const term = `%${escapeLike(q.replace(/[\r\n]+/g, ""))}%`;
  return sql`${profiles.searchText} like lower(${term})`;
}
