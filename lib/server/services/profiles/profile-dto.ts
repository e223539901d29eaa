import "server-only";
import { profiles } from "@/db/schema";
import type { BigFiveDto, GradesDto, OwnerProfileStatus, ProfileDetailDto, ProfileListItemDto, SharedProfileDto } from "@/lib/contracts/profiles";
import { GRADES, type Grade } from "@/lib/contracts/profiles";

export type ProfileRow = typeof profiles.$inferSelect;

/** ack_q → empty; ack_a and answered → completed (deleted rows are never listed). */
export function ownerStatus(status: ProfileRow["status"]): OwnerProfileStatus {
  return status === "ack_q" ? "empty" : "completed";
}

function grade(value: unknown): Grade | null {
  return typeof value === "string" && (GRADES as readonly string[]).includes(value) ? (value as Grade) : null;
}

export function gradesDto(row: Pick<ProfileRow, "finalScore">): GradesDto | null {
  if (!row.finalScore) return null;
  return { K: grade(row.finalScore.K), P: grade(row.finalScore.P), L: grade(row.finalScore.L) };
}

export function bigFiveDto(row: Pick<ProfileRow, "bigFive">): BigFiveDto | null {
  return row.bigFive ? (row.bigFive as unknown as BigFiveDto) : null;
}

/** The columns a profile list shows: never the answers or the Big Five of each row. */
export const PROFILE_LIST_COLUMNS = {
  id: profiles.id,
  ownerId: profiles.ownerId,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  position: profiles.position,
  avatarName: profiles.avatarName,
  status: profiles.status,
  isShort: profiles.isShort,
  hideDetails: profiles.hideDetails,
  finalScore: profiles.finalScore,
  createdAt: profiles.createdAt,
  updatedAt: profiles.updatedAt,
  completedAt: profiles.completedAt,
};
export type ProfileListRow = Pick<ProfileRow, keyof typeof PROFILE_LIST_COLUMNS>;

export function toListItemDto(row: ProfileListRow, shared: boolean): ProfileListItemDto {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    position: row.position,
    avatarName: row.avatarName,
    status: ownerStatus(row.status),
    isShort: row.isShort,
    hideDetails: row.hideDetails,
    shared,
    finalScore: shared && row.hideDetails ? null : gradesDto(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

export interface DetailContext {
  /** The viewer owns the profile (else it was shared with them). */
  own: boolean;
  questionnaire: { _id: string; kind: string; version: number } | null;
  linkBase: string;
}

/** The owner's view; a viewer it was only shared with sees no hidden details and no links. */
export function toDetailDto(row: ProfileRow, ctx: DetailContext): ProfileDetailDto {
  const hidden = !ctx.own && row.hideDetails;
  return {
    ...toListItemDto(row, !ctx.own),
    email: hidden ? null : row.email,
    phone: hidden ? null : row.phone,
    age: row.age,
    gender: row.gender,
    birthDate: hidden ? null : row.birthDate,
    kind: row.kind,
    bigFive: hidden ? null : bigFiveDto(row),
    finalScorePrecise: hidden || !row.finalScorePrecise ? null : { K: row.finalScorePrecise.K ?? null, P: row.finalScorePrecise.P ?? null, L: row.finalScorePrecise.L ?? null },
    experienceYears: hidden ? null : row.experienceYears,
    answers: hidden ? null : row.answers,
    questionnaire: ctx.questionnaire,
    invitationUrl: ctx.own && row.status === "ack_q" ? invitationUrl(ctx.linkBase, row.permalink, row.kind) : null,
    shareUrl: ctx.own && row.shareLink ? shareUrl(ctx.linkBase, row.shareLink) : null,
    detailsHidden: hidden,
  };
}

export function toSharedDto(row: ProfileRow, companyName: string): SharedProfileDto {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    position: row.position,
    avatarName: row.avatarName,
    companyName,
    completed: row.status !== "ack_q",
    bigFive: row.hideDetails ? null : bigFiveDto(row),
  };
}

/** A love profile's invitation opens in love-mobile under the love brand; the others on the public page. */
export function invitationUrl(base: string, permalink: string, kind: ProfileRow["kind"]): string {
  if (kind === "love") return `${base}/love-mobile/invitation?invite=${permalink}`;
  return `${base}/profile-questionnaire?invite=${permalink}`;
}

export function shareUrl(base: string, link: string): string {
  return `${base}/owner/link/${link}`;
}
