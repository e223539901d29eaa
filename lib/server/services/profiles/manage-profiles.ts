import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { owners, profiles } from "@/db/schema";
import type { CreateProfile, ProfileDetailDto, UpdateProfile } from "@/lib/contracts/profiles";
import type { Locale } from "@/i18n/config";
import { assertCan } from "@/lib/server/auth/policy";
import type { Session } from "@/lib/server/auth/sessions";
import { newToken } from "@/lib/server/auth/tokens";
import { AppError } from "@/lib/server/http/app-error";
import type { RequestMeta } from "../request-meta";
import { ownerMailTemplate } from "../passport/links";
import { throttleMail } from "../passport/request-login-link";
import { loadProfileFor } from "./load-profile";
import { invitationUrl, toDetailDto, type ProfileRow } from "./profile-dto";
import { latestQuestionnaireVersion, questionnaireVersionById } from "./questionnaire-versions";

async function detail(db: Db, row: ProfileRow, own: boolean, linkBase: string): Promise<ProfileDetailDto> {
  const q = row.questionnaireId ? await questionnaireVersionById(db, row.questionnaireId) : null;
  return toDetailDto(row, { own, linkBase, questionnaire: q ? { _id: q.id, kind: q.kind, version: q.version } : null });
}

export async function getProfile(db: Db, session: Session, id: string, meta: Pick<RequestMeta, "linkBase">): Promise<ProfileDetailDto> {
  const { row, own } = await loadProfileFor(db, session, "profile.read", id);
  return detail(db, row, own, meta.linkBase);
}

/**
 * Creates a profile waiting for answers. The owner fills it at its invitation link
 * or sends the link to the person (which needs their e-mail); either way the link
 * works until the questionnaire is sent, once. A love-product owner's profile is a
 * love profile: the person gets the love questionnaire and a love-branded invitation.
 */
export async function createProfile(db: Db, session: Session, input: CreateProfile, locale: Locale, meta: RequestMeta): Promise<ProfileDetailDto> {
  assertCan(session, "profile.create");
  const email = input.email || null;
  if (input.sendInvitation && !email) throw new AppError("validation:invalid_body", 400, { fields: { email: "required" } });
  const [owner] = await db.select({ companyName: owners.companyName, email: owners.email, product: owners.product }).from(owners).where(eq(owners.id, session.subjectId));
  const love = owner?.product === "love";
  const questionnaire = await latestQuestionnaireVersion(db, love ? "love" : "profile");
  const permalink = newToken();
  const [row] = await db
    .insert(profiles)
    .values({
      ownerId: session.subjectId,
      kind: love ? "love" : "profile",
      questionnaireId: questionnaire.id,
      firstName: input.firstName,
      lastName: input.lastName,
      email,
      phone: input.phone || null,
      position: input.position || null,
      permalink,
      status: "ack_q",
      createdAt: meta.now,
      updatedAt: meta.now,
    })
    .returning();
  let created: ProfileRow = row!;
  if (input.sendInvitation && email) {
    await throttleMail(db, email, meta);
    const inviter = owner?.companyName || owner?.email || "";
    await meta.effects.mail.send(db, {
      to: email,
      locale: input.ln ?? locale,
      template: ownerMailTemplate(love ? "love" : "owner", "invitation"),
      values: { link: invitationUrl(meta.linkBase, permalink, love ? "love" : "profile"), name: input.firstName, ...(love ? { inviter } : { company: inviter }) },
      now: meta.now,
    });
    const [sent] = await db.update(profiles).set({ invitationSentAt: meta.now }).where(eq(profiles.id, created.id)).returning();
    created = sent ?? created;
  }
  return detail(db, created, true, meta.linkBase);
}

export async function updateProfile(db: Db, session: Session, id: string, input: UpdateProfile, meta: RequestMeta): Promise<ProfileDetailDto> {
  const { row } = await loadProfileFor(db, session, "profile.update", id);
  const changes: Partial<typeof profiles.$inferInsert> = { updatedAt: meta.now };
  if (input.firstName !== undefined) changes.firstName = input.firstName;
  if (input.lastName !== undefined) changes.lastName = input.lastName;
  if (input.email !== undefined) changes.email = input.email || null;
  if (input.phone !== undefined) changes.phone = input.phone || null;
  if (input.position !== undefined) changes.position = input.position || null;
  if (input.hideDetails !== undefined) changes.hideDetails = input.hideDetails;
  if (input.revokeShareLink) changes.shareLink = null;
  const [updated] = await db.update(profiles).set(changes).where(eq(profiles.id, row.id)).returning();
  return detail(db, updated!, true, meta.linkBase);
}

/**
 * Deletes a profile for its owner: it leaves every list and team; its invitation link
 * stops working and its share link answers "profile deleted". A profile estimators
 * already graded is kept (delete_keep) for the model.
 */
export async function deleteProfile(db: Db, session: Session, id: string, meta: RequestMeta): Promise<void> {
  const { row } = await loadProfileFor(db, session, "profile.delete", id);
  const graded = Boolean(row.finalScore && Object.values(row.finalScore).some(Boolean));
  await db
    .update(profiles)
    .set({ status: graded ? "delete_keep" : "deleted", deletedAt: meta.now, updatedAt: meta.now })
    .where(eq(profiles.id, row.id));
}
