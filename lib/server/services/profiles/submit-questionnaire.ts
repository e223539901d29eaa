import "server-only";
import type { SubmittedProfile } from "@/lib/contracts/profiles";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { owners, profiles } from "@/db/schema";
import type { SubmitQuestionnaire } from "@/lib/contracts/profiles";
import { isAvatarName, type QuestionnaireKind } from "@/lib/questionnaire";
import { consumeLimit } from "@/lib/server/auth/rate-limit";
import { assertCan } from "@/lib/server/auth/policy";
import type { Session } from "@/lib/server/auth/sessions";
import { newToken } from "@/lib/server/auth/tokens";
import { AppError } from "@/lib/server/http/app-error";
import type { RequestMeta } from "../request-meta";
import { completeAnswers } from "./complete-answers";
import { isoDay } from "@/lib/engine/core/dates";
import { latestQuestionnaireVersion, shortDefinition } from "./questionnaire-versions";

export type { SubmittedProfile };


interface SubmitOptions {
  kind: QuestionnaireKind;
  short: boolean;
  ownerId: string | null;
}

async function submit(db: Db, input: SubmitQuestionnaire, options: SubmitOptions, meta: RequestMeta): Promise<SubmittedProfile> {
  const stored = await latestQuestionnaireVersion(db, options.kind);
  const definition = options.short ? shortDefinition(stored.definition) : stored.definition;
  const id = crypto.randomUUID();
  const personal = { firstName: input.firstName, lastName: input.lastName ?? "", birthDate: input.birthDate ?? null, partnerFirstName: input.partnerFirstName ?? null, partnerBirthDate: input.partnerBirthDate ?? null };
  const completed = completeAnswers(definition, input.answers, personal, { lastNameRequired: false, today: isoDay(meta.now), seed: id });
  const avatarName = completed.avatarName ?? (input.avatarName && isAvatarName(input.avatarName) ? input.avatarName : null);
  const permalink = newToken();
  await db.insert(profiles).values({
    id,
    ownerId: options.ownerId,
    kind: options.kind,
    questionnaireId: stored.id,
    ...personal,
    ...completed,
    avatarName,
    permalink,
    isShort: options.short,
    status: "ack_a",
    createdAt: meta.now,
    updatedAt: meta.now,
    completedAt: meta.now,
  });
  return { _id: id, permalink };
}

/**
 * POST /profiles/unsecure: a questionnaire filled on the public page without an account
 * (profile or couple). The profile belongs to no one until the filler signs up and
 * claims it with the returned permalink.
 */
export async function submitAnonymousQuestionnaire(db: Db, input: SubmitQuestionnaire, kind: "profile" | "couple", meta: RequestMeta): Promise<SubmittedProfile> {
  await consumeLimit(db, "signupPerIp", meta.ip, meta.now);
  return submit(db, input, { kind, short: false, ownerId: null }, meta);
}

/** POST /profiles/short: an owner records a quick profile with the short questionnaire. */
export async function submitShortProfile(db: Db, session: Session, input: SubmitQuestionnaire, meta: RequestMeta): Promise<SubmittedProfile> {
  assertCan(session, "profile.create");
  return submit(db, input, { kind: "profile", short: true, ownerId: session.subjectId }, meta);
}

/** POST /profiles/love: a love-mobile owner records a person with the love questionnaire. */
export async function submitLoveProfile(db: Db, session: Session, input: SubmitQuestionnaire, meta: RequestMeta): Promise<SubmittedProfile> {
  assertCan(session, "profile.create");
  return submit(db, input, { kind: "love", short: false, ownerId: session.subjectId }, meta);
}

/** POST /profiles/check-upend/{permalink}: can the signed-in owner claim this unowned, completed profile? */
export async function checkUpend(db: Db, permalink: string): Promise<{ canUpend: boolean }> {
  const [row] = await db.select().from(profiles).where(eq(profiles.permalink, permalink)).limit(1);
  return { canUpend: Boolean(row && row.ownerId === null && row.status === "ack_a") };
}

/**
 * POST /profiles/upend/{permalink}: claims a profile filled on the public page into the
 * signed-in owner's account and makes it their main profile if they have none.
 */
export async function upendProfile(db: Db, session: Session, permalink: string, meta: RequestMeta): Promise<{ profileId: string }> {
  const [row] = await db.select().from(profiles).where(eq(profiles.permalink, permalink)).limit(1);
  if (!row || row.status !== "ack_a") throw new AppError("profile_not_found");
  if (row.ownerId !== null) throw new AppError(row.ownerId === session.subjectId ? "shared_exist" : "profile_not_found");
  const [claimed] = await db
    .update(profiles)
    .set({ ownerId: session.subjectId, updatedAt: meta.now })
    .where(and(eq(profiles.id, row.id), isNull(profiles.ownerId)))
    .returning({ id: profiles.id });
  if (!claimed) throw new AppError("profile_not_found");
  await db.update(owners).set({ mainProfileId: row.id, updatedAt: meta.now }).where(and(eq(owners.id, session.subjectId), isNull(owners.mainProfileId)));
  return { profileId: row.id };
}
