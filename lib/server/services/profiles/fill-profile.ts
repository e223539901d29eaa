import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { owners, profiles } from "@/db/schema";
import type { FillerProfileDto, SaveProfileAnswers } from "@/lib/contracts/profiles";
import type { QuestionnaireDefinition } from "@/lib/questionnaire";
import { AppError } from "@/lib/server/http/app-error";
import { consumeLimit } from "@/lib/server/auth/rate-limit";
import type { RequestMeta } from "../request-meta";
import { completeAnswers, sanitiseAnswers } from "./complete-answers";
import { unsafeFindByPermalink } from "./load-profile";
import type { ProfileRow } from "./profile-dto";
import { questionnaireVersionById, shortDefinition, upgradeDefinition, type StoredQuestionnaire } from "./questionnaire-versions";
import { isoDay } from "@/lib/engine/core/dates";

// The profile app API (/api/v1/app): the person invited to fill a profile holds its
// secret permalink and nothing else. They can read and save their answers until they
// send them, once (checklist 21: an invitation cannot be used twice).

/** The definition a profile is filled with: its version, cut to the short form for short profiles. */
export async function definitionOf(db: Db, row: ProfileRow): Promise<{ stored: StoredQuestionnaire; definition: QuestionnaireDefinition }> {
  if (!row.questionnaireId) throw new AppError("profile_not_found");
  const stored = await questionnaireVersionById(db, row.questionnaireId);
  return { stored, definition: row.isShort ? shortDefinition(stored.definition) : stored.definition };
}

async function toFillerDto(db: Db, row: ProfileRow): Promise<FillerProfileDto> {
  const { stored, definition } = await definitionOf(db, row);
  const [owner] = row.ownerId ? await db.select({ companyName: owners.companyName }).from(owners).where(eq(owners.id, row.ownerId)).limit(1) : [];
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    birthDate: row.birthDate,
    partnerFirstName: row.partnerFirstName,
    partnerBirthDate: row.partnerBirthDate,
    status: row.status === "ack_q" ? "empty" : "completed",
    isShort: row.isShort,
    currentStep: row.currentStep,
    answers: row.status === "ack_q" ? row.answers : {},
    companyName: owner?.companyName ?? "",
    lastNameRequired: row.ownerId !== null,
    questionnaire: { _id: stored.id, kind: stored.kind, version: stored.version, definition },
  };
}

export async function getFillerProfile(db: Db, permalink: string): Promise<FillerProfileDto> {
  return toFillerDto(db, await unsafeFindByPermalink(db, permalink));
}

/**
 * PATCH /app/profile/{permalink}: saves progress (answers merge in, null removes one),
 * so the questionnaire resumes after the browser was closed; with `submit` it checks
 * completeness and completes the profile. Once sent, nothing can change it here.
 */
export async function saveFillerProfile(db: Db, permalink: string, input: SaveProfileAnswers, meta: RequestMeta): Promise<FillerProfileDto> {
  await consumeLimit(db, "tokenUsePerIp", meta.ip, meta.now);
  const row = await unsafeFindByPermalink(db, permalink);
  if (row.status !== "ack_q") throw new AppError("profile:already_submitted");
  const { definition } = await definitionOf(db, row);
  const merged: Record<string, unknown> = { ...row.answers };
  for (const [name, value] of Object.entries(input.answers ?? {})) {
    if (value === null) delete merged[name];
    else Object.defineProperty(merged, name, { value, enumerable: true, writable: true, configurable: true });
  }
  const personal = {
    firstName: input.firstName ?? row.firstName,
    lastName: input.lastName ?? row.lastName,
    birthDate: input.birthDate ?? row.birthDate,
    partnerFirstName: input.partnerFirstName ?? row.partnerFirstName,
    partnerBirthDate: input.partnerBirthDate ?? row.partnerBirthDate,
  };
  const changes: Partial<typeof profiles.$inferInsert> = {
    ...personal,
    currentStep: input.currentStep ?? row.currentStep,
    answers: sanitiseAnswers(definition, merged),
    updatedAt: meta.now,
  };
  if (input.submit) {
    const completed = completeAnswers(definition, merged, personal, { lastNameRequired: row.ownerId !== null, today: isoDay(meta.now), seed: row.id });
    Object.assign(changes, completed, { status: "ack_a", completedAt: meta.now, currentStep: definition.steps.length });
  }
  // The status guard in the WHERE makes two racing submissions end with one winner.
  const [updated] = await db
    .update(profiles)
    .set(changes)
    .where(and(eq(profiles.id, row.id), eq(profiles.status, "ack_q")))
    .returning();
  if (!updated) throw new AppError("profile:already_submitted");
  return toFillerDto(db, updated);
}

/** GET /app/profile/{permalink}/grade: what the person may know of their assessment. */
export async function getFillerGrade(db: Db, permalink: string): Promise<{ completed: boolean; estimated: boolean; finalScore: ProfileRow["finalScore"] }> {
  const row = await unsafeFindByPermalink(db, permalink);
  const estimated = Boolean(row.finalScore && Object.values(row.finalScore).some(Boolean));
  return { completed: row.status !== "ack_q", estimated, finalScore: estimated ? row.finalScore : null };
}

/** GET /app/profile/{permalink}/upgrade: a completed short profile can be completed to a full one. */
export async function getUpgrade(db: Db, permalink: string): Promise<{ available: boolean; questionnaire: { _id: string; version: number; definition: QuestionnaireDefinition } | null }> {
  const row = await unsafeFindByPermalink(db, permalink);
  if (!row.isShort || row.status === "ack_q" || !row.questionnaireId) return { available: false, questionnaire: null };
  const stored = await questionnaireVersionById(db, row.questionnaireId);
  return { available: true, questionnaire: { _id: stored.id, version: stored.version, definition: upgradeDefinition(stored.definition) } };
}

/** PUT /app/profile/{permalink}/upgrade: the missing answers turn a short profile into a full one. */
export async function putUpgrade(db: Db, permalink: string, answers: Record<string, unknown>, meta: RequestMeta): Promise<FillerProfileDto> {
  await consumeLimit(db, "tokenUsePerIp", meta.ip, meta.now);
  const row = await unsafeFindByPermalink(db, permalink);
  if (!row.isShort || row.status === "ack_q" || !row.questionnaireId) throw new AppError("profile:already_submitted");
  const stored = await questionnaireVersionById(db, row.questionnaireId);
  const completed = completeAnswers(stored.definition, { ...row.answers, ...answers }, { firstName: row.firstName, lastName: row.lastName, birthDate: row.birthDate }, { lastNameRequired: false, today: isoDay(meta.now), seed: row.id });
  const [updated] = await db
    .update(profiles)
    .set({ ...completed, isShort: false, updatedAt: meta.now })
    .where(eq(profiles.id, row.id))
    .returning();
  return toFillerDto(db, updated!);
}
