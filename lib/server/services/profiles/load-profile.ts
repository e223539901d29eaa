import "server-only";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { profileAttachments, profiles } from "@/db/schema";
import { assertCan, ruleOf, type Action } from "@/lib/server/auth/policy";
import type { Session } from "@/lib/server/auth/sessions";
import { AppError } from "@/lib/server/http/app-error";
import type { ProfileRow } from "./profile-dto";

export const GONE_STATUSES = ["deleted", "delete_keep"] as const;

/**
 * A live profile for `action`, or 404: the policy decides from the row whether it is this
 * owner's (or, for reading, shared with them); another owner's ids answer exactly like
 * unknown ones. `own` tells the caller which view to give.
 */
export async function loadProfileFor(db: Db, session: Session, action: Action, id: string): Promise<{ row: ProfileRow; own: boolean }> {
  const [row] = await db.select().from(profiles).where(and(eq(profiles.id, id), notInArray(profiles.status, [...GONE_STATUSES]))).limit(1);
  if (!row) throw new AppError("profile_not_found");
  const own = row.ownerId === session.subjectId;
  const sharedWith = !own && ruleOf(action).shared ? await isAttached(db, session.subjectId, id) : false;
  assertCan(session, action, { ownerId: row.ownerId, sharedWith });
  return { row, own };
}

async function isAttached(db: Db, ownerId: string, profileId: string): Promise<boolean> {
  const [attached] = await db
    .select({ profileId: profileAttachments.profileId })
    .from(profileAttachments)
    .where(and(eq(profileAttachments.ownerId, ownerId), eq(profileAttachments.profileId, profileId)))
    .limit(1);
  return Boolean(attached);
}

/** Lookup by the filler's secret permalink: no owner check, the secret is the permission. */
export async function unsafeFindByPermalink(db: Db, permalink: string): Promise<ProfileRow> {
  const [row] = await db.select().from(profiles).where(eq(profiles.permalink, permalink)).limit(1);
  if (!row || (GONE_STATUSES as readonly string[]).includes(row.status)) throw new AppError("profile_not_found");
  return row;
}

/**
 * Lookup by a share link: no owner check, the public link is the permission (callers
 * return allow-listed fields only). A revoked link is unknown (404); the link of a
 * deleted profile answers shared_delete.
 */
export async function unsafeFindBySharedLink(db: Db, link: string): Promise<ProfileRow> {
  const [row] = await db.select().from(profiles).where(eq(profiles.shareLink, link)).limit(1);
  if (!row) throw new AppError("profile_not_found");
  if ((GONE_STATUSES as readonly string[]).includes(row.status)) throw new AppError("shared_delete");
  return row;
}

export async function profilesByIds(db: Db, ids: string[]): Promise<ProfileRow[]> {
  if (!ids.length) return [];
  return db.select().from(profiles).where(inArray(profiles.id, ids));
}
