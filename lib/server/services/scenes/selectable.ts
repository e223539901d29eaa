import "server-only";
import { and, eq, notInArray, or, sql, type SQL } from "drizzle-orm";
import { profileAttachments, profiles } from "@/db/schema";
import { GONE_STATUSES } from "../profiles/load-profile";

/**
 * The one SQL rule of "a profile this owner may put into a pair, check or team": their own
 * or shared with them, and not gone. `loadScenePeople` applies the same rule to the rows it
 * reads; the team list's "broken" status is its negation for any member.
 */
export function selectableBy(ownerId: string): SQL {
  const attached = sql`${profiles.id} in (select ${profileAttachments.profileId} from ${profileAttachments} where ${profileAttachments.ownerId} = ${ownerId})`;
  return and(or(eq(profiles.ownerId, ownerId), attached), notInArray(profiles.status, [...GONE_STATUSES]))!;
}

/** Filled enough for the engine (mirrors `toEnginePerson`: Big Five present, not just invited). */
export const eligibleSql = sql<boolean>`(${profiles.bigFive} is not null and ${profiles.status} <> 'ack_q')`;

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
