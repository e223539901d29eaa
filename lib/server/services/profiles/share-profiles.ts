import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { owners, profileAttachments, profiles } from "@/db/schema";
import type { SharedProfileDto } from "@/lib/contracts/profiles";
import { assertCan } from "@/lib/server/auth/policy";
import type { Session } from "@/lib/server/auth/sessions";
import { newToken } from "@/lib/server/auth/tokens";
import { AppError } from "@/lib/server/http/app-error";
import type { RequestMeta } from "../request-meta";
import { loadProfileFor, unsafeFindBySharedLink } from "./load-profile";
import { shareUrl, toSharedDto, type ProfileRow } from "./profile-dto";

// Sharing (docs/api.md, "Profiles"): an owner makes a share link for a profile (the
// "referral id"); anyone can see the allow-listed card behind it (also for a CV); a
// signed-in owner can add the profile to their list (attach) and remove it (detach).

/** POST /profiles/get-referral-id/{id}: the profile's share link, made on first use. */
export async function getReferralId(db: Db, session: Session, id: string, meta: RequestMeta): Promise<{ referralId: string; shareUrl: string }> {
  const { row } = await loadProfileFor(db, session, "profile.share", id);
  let link = row.shareLink;
  if (!link) {
    link = newToken();
    await db.update(profiles).set({ shareLink: link, updatedAt: meta.now }).where(eq(profiles.id, row.id));
  }
  return { referralId: link, shareUrl: shareUrl(meta.linkBase, link) };
}

async function companyOf(db: Db, row: ProfileRow): Promise<string> {
  if (!row.ownerId) return "";
  const [owner] = await db.select({ companyName: owners.companyName }).from(owners).where(eq(owners.id, row.ownerId)).limit(1);
  return owner?.companyName ?? "";
}

async function attachState(db: Db, session: Session, row: ProfileRow): Promise<"own" | "attached" | "can_attach"> {
  if (row.ownerId === session.subjectId) return "own";
  const [existing] = await db
    .select()
    .from(profileAttachments)
    .where(and(eq(profileAttachments.ownerId, session.subjectId), eq(profileAttachments.profileId, row.id)))
    .limit(1);
  return existing ? "attached" : "can_attach";
}

/** GET /profiles/{link}/main: the public card of a shared profile (for a CV); no account needed. */
export async function sharedCard(db: Db, link: string): Promise<SharedProfileDto> {
  const row = await unsafeFindBySharedLink(db, link);
  return toSharedDto(row, await companyOf(db, row));
}

/** GET /profiles/sharelink/{link}: the card plus whether this owner may add it. */
export async function sharedProfileForOwner(db: Db, session: Session, link: string): Promise<SharedProfileDto> {
  const row = await unsafeFindBySharedLink(db, link);
  return { ...toSharedDto(row, await companyOf(db, row)), attach: { state: await attachState(db, session, row) } };
}

/** POST /profiles/check-attach/{link}: may this owner add it? Answers the reason when not. */
export async function checkAttach(db: Db, session: Session, link: string): Promise<{ canAttach: true }> {
  const row = await unsafeFindBySharedLink(db, link);
  const state = await attachState(db, session, row);
  if (state !== "can_attach") throw new AppError("shared_exist");
  return { canAttach: true };
}

/** POST /profiles/check-attach-exist/{link}: is it already in this owner's list (theirs or added)? */
export async function checkAttachExist(db: Db, session: Session, link: string): Promise<{ exists: boolean }> {
  const row = await unsafeFindBySharedLink(db, link);
  return { exists: (await attachState(db, session, row)) !== "can_attach" };
}

/** POST /profiles/attach/{link}: adds a shared profile to this owner's list (read-only for them). */
export async function attachProfile(db: Db, session: Session, link: string, meta: RequestMeta): Promise<{ profileId: string }> {
  assertCan(session, "sharedProfile.attach");
  const row = await unsafeFindBySharedLink(db, link);
  if ((await attachState(db, session, row)) !== "can_attach") throw new AppError("shared_exist");
  await db.insert(profileAttachments).values({ ownerId: session.subjectId, profileId: row.id, createdAt: meta.now }).onConflictDoNothing();
  return { profileId: row.id };
}

/** POST /profiles/detach/{id}: removes a profile someone shared from this owner's list. */
export async function detachProfile(db: Db, session: Session, profileId: string): Promise<void> {
  const removed = await db
    .delete(profileAttachments)
    .where(and(eq(profileAttachments.ownerId, session.subjectId), eq(profileAttachments.profileId, profileId)))
    .returning();
  if (!removed.length) throw new AppError("profile_not_found");
}
