import "server-only";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { profileAttachments, profiles } from "@/db/schema";
import type { Session } from "@/lib/server/auth/sessions";
import { AppError } from "@/lib/server/http/app-error";
import type { ProfileRow } from "./profile-dto";

export const GONE_STATUSES = ["deleted", "delete_keep"] as const;

/** A live profile of this owner, or 404 (another owner's ids answer exactly like unknown ones). */
export async function loadOwnProfile(db: Db, session: Session, id: string): Promise<ProfileRow> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, id), eq(profiles.ownerId, session.subjectId), notInArray(profiles.status, [...GONE_STATUSES])))
    .limit(1);
  if (!row) throw new AppError("profile_not_found");
  return row;
}

/** A profile this owner may read: their own, or one shared with them and still live. */
export async function loadVisibleProfile(db: Db, session: Session, id: string): Promise<{ row: ProfileRow; own: boolean }> {
  const [row] = await db.select().from(profiles).where(and(eq(profiles.id, id), notInArray(profiles.status, [...GONE_STATUSES]))).limit(1);
  if (!row) throw new AppError("profile_not_found");
  if (row.ownerId === session.subjectId) return { row, own: true };
  const [attached] = await db
    .select()
    .from(profileAttachments)
    .where(and(eq(profileAttachments.ownerId, session.subjectId), eq(profileAttachments.profileId, id)))
    .limit(1);
  if (!attached) throw new AppError("profile_not_found");
  return { row, own: false };
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

/** Owner features other than reading need a verified e-mail (spec part 1 section 6). */
export function requireVerifiedOwner(session: Session): void {
  if (session.account.status !== "verified") throw new AppError("owner:not_verified");
}
