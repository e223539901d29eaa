import "server-only";
import { and, asc, count, desc, eq, exists, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { estimatorAssignments, estimators, owners, profiles, questionnaires } from "@/db/schema";
import type { AdminProfileDetailDto, AdminProfileItemDto, AdminProfileStatus, AdminProfilesQuery, Paged } from "@/lib/contracts/admin";
import type { BigFiveDto } from "@/lib/contracts/profiles";
import type { Session } from "@/lib/server/auth/sessions";
import { AppError } from "@/lib/server/http/app-error";
import { decodeCursor, pageOf } from "@/lib/server/paging/cursor";
import { afterNullable, timestampKey } from "@/lib/server/paging/keyset";
import { gradesDto } from "../profiles/profile-dto";
import { refreshFinalScore } from "../estimates/estimator-work";
import { isEmptyTriple } from "../estimates/final-score";
import { audit } from "./audit";

type ProfileRow = typeof profiles.$inferSelect;
type AssignmentRow = typeof estimatorAssignments.$inferSelect;

/** The columns the administrator's profile list reads (never the answers or the Big Five). */
const ADMIN_LIST_COLUMNS = {
  id: profiles.id,
  ownerId: profiles.ownerId,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  position: profiles.position,
  avatarName: profiles.avatarName,
  status: profiles.status,
  finalScore: profiles.finalScore,
  finalScorePrecise: profiles.finalScorePrecise,
  finalScoreOverride: profiles.finalScoreOverride,
  finalScorePreciseOverride: profiles.finalScorePreciseOverride,
  createdAt: profiles.createdAt,
  completedAt: profiles.completedAt,
};
type AdminListRow = Pick<ProfileRow, keyof typeof ADMIN_LIST_COLUMNS>;

/** The administrator interface's status (spec part 1 section 4), from the data and the estimators' work. */
export function adminStatus(row: Pick<ProfileRow, "status" | "finalScore">, assignments: readonly Pick<AssignmentRow, "skipStatus">[]): AdminProfileStatus {
  if (row.status === "deleted" || row.status === "delete_keep") return "deleted";
  if (row.status === "ack_q") return "empty";
  if (row.status === "answered") return "approved";
  if (assignments.some((a) => a.skipStatus === "suspicious")) return "suspicious";
  if (assignments.some((a) => a.skipStatus === "normal")) return "skipped";
  if (!isEmptyTriple(row.finalScore)) return "estimated";
  return "completed";
}

const skip = (db: Db, statuses: Array<"normal" | "suspicious">) =>
  exists(db.select({ one: sql`1` }).from(estimatorAssignments).where(and(eq(estimatorAssignments.profileId, profiles.id), inArray(estimatorAssignments.skipStatus, statuses))));

/** The administrator filter mapped to a query. */
function filterCondition(db: Db, filter: AdminProfilesQuery["filter"]): SQL | undefined {
  switch (filter) {
    case "deleted":
      return inArray(profiles.status, ["deleted", "delete_keep"]);
    case "approved":
      return eq(profiles.status, "answered");
    case "estimated":
      return and(inArray(profiles.status, ["ack_a", "answered"]), sql`coalesce(${profiles.finalScore}, '{}'::jsonb) <> '{}'::jsonb`);
    case "skipped":
      return skip(db, ["normal", "suspicious"]);
    case "suspicious":
      return skip(db, ["suspicious"]);
    default:
      return undefined;
  }
}

async function assignmentsOf(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ a: estimatorAssignments, name: estimators.fullName })
    .from(estimatorAssignments)
    .innerJoin(estimators, eq(estimators.id, estimatorAssignments.estimatorId))
    .where(inArray(estimatorAssignments.profileId, ids));
}

function toItem(row: AdminListRow, owner: { id: string; email: string; companyName: string } | undefined, assignments: AssignmentRow[]): AdminProfileItemDto {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    position: row.position,
    avatarName: row.avatarName,
    owner: owner ? { _id: owner.id, email: owner.email, companyName: owner.companyName } : null,
    status: adminStatus(row, assignments),
    finalScore: gradesDto(row),
    finalScorePrecise: row.finalScorePrecise ? { K: row.finalScorePrecise.K ?? null, P: row.finalScorePrecise.P ?? null, L: row.finalScorePrecise.L ?? null } : null,
    finalScoreOverride: row.finalScoreOverride,
    finalScorePreciseOverride: row.finalScorePreciseOverride,
    estimatorsCount: assignments.length,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

async function ownersOf(db: Db, rows: ReadonlyArray<Pick<ProfileRow, "ownerId">>) {
  const ids = [...new Set(rows.map((r) => r.ownerId).filter((x): x is string => Boolean(x)))];
  if (!ids.length) return new Map<string, { id: string; email: string; companyName: string }>();
  const list = await db.select({ id: owners.id, email: owners.email, companyName: owners.companyName }).from(owners).where(inArray(owners.id, ids));
  return new Map(list.map((o) => [o.id, o]));
}

export async function listProfilesForAdmin(db: Db, query: AdminProfilesQuery): Promise<Paged<AdminProfileItemDto>> {
  const conditions: SQL[] = [];
  const filter = filterCondition(db, query.filter);
  if (filter) conditions.push(filter);
  if (query.ownersFilter?.length) conditions.push(inArray(profiles.ownerId, query.ownersFilter));
  if (query.search) {
    const term = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(profiles.firstName, term), ilike(profiles.lastName, term), ilike(profiles.email, term), ilike(sql`${profiles.firstName} || ' ' || ${profiles.lastName}`, term))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ value: total }] = (await db.select({ value: count() }).from(profiles).where(where)) as [{ value: number }];
  // Keyset on (sort column, id); completedAt may be NULL (the cursor's key is then null).
  const cursor = decodeCursor(query.cursor, 3);
  if (cursor && (cursor.key[0] !== query.sortBy || cursor.key[1] !== query.sortOrder)) throw new AppError("validation:invalid_query", 400, { fields: { cursor: "invalid" } });
  const column = query.sortBy === "updatedAt" ? profiles.updatedAt : query.sortBy === "completedAt" ? profiles.completedAt : profiles.createdAt;
  const order = query.sortOrder === "asc" ? asc : desc;
  const after = cursor ? afterNullable(column, profiles.id, cursor.key[2], cursor.id, query.sortOrder, "timestamptz") : undefined;
  const rows = await db
    .select({ ...ADMIN_LIST_COLUMNS, sortKey: timestampKey(column) })
    .from(profiles)
    .where(after ? and(where, after) : where)
    .orderBy(order(column), order(profiles.id))
    .limit(query.pageSize + 1)
    .offset(cursor ? 0 : (query.page - 1) * query.pageSize);
  const page = pageOf(rows, query.pageSize, (r) => ({ key: [query.sortBy, query.sortOrder, r.sortKey], id: r.id }));
  const ownerMap = await ownersOf(db, page.rows);
  const assignments = await assignmentsOf(db, page.rows.map((r) => r.id));
  return {
    items: page.rows.map((r) => toItem(r, r.ownerId ? ownerMap.get(r.ownerId) : undefined, assignments.filter((x) => x.a.profileId === r.id).map((x) => x.a))),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
    nextCursor: page.nextCursor,
  };
}

async function loadProfile(db: Db, id: string): Promise<ProfileRow> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
  if (!row) throw new AppError("profile_not_found");
  return row;
}

export async function getProfileForAdmin(db: Db, id: string): Promise<AdminProfileDetailDto> {
  const row = await loadProfile(db, id);
  const ownerMap = await ownersOf(db, [row]);
  const assignments = await assignmentsOf(db, [id]);
  const [q] = row.questionnaireId ? await db.select({ id: questionnaires.id, version: questionnaires.version }).from(questionnaires).where(eq(questionnaires.id, row.questionnaireId)).limit(1) : [];
  return {
    ...toItem(row, row.ownerId ? ownerMap.get(row.ownerId) : undefined, assignments.map((x) => x.a)),
    age: row.age,
    gender: row.gender,
    bigFive: (row.bigFive as unknown as BigFiveDto) ?? null,
    answers: row.answers,
    questionnaire: q ? { _id: q.id, version: q.version, short: row.isShort } : null,
    estimates: assignments.map(({ a, name }) => ({ estimatorId: a.estimatorId, estimatorName: name, grade: a.grade, gradePrecise: a.gradePrecise, note: a.note, estimateStatus: a.estimateStatus, skipStatus: a.skipStatus, updatedAt: a.updatedAt.toISOString() })),
  };
}

/** Approve (status answered) or cancel the approval (back to ack_a) of a completed profile. */
export async function approveProfile(db: Db, session: Session, id: string, approved: boolean, now: Date): Promise<AdminProfileDetailDto> {
  const before = await loadProfile(db, id);
  if (!["ack_a", "answered"].includes(before.status)) throw new AppError("validation:invalid_body", 400, { fields: { approved: "invalid" } });
  await db.update(profiles).set({ status: approved ? "answered" : "ack_a", updatedAt: now }).where(eq(profiles.id, id));
  await audit(db, session, approved ? "profile.approve" : "profile.cancel_approval", "profile", id, { status: before.status }, { status: approved ? "answered" : "ack_a" }, now);
  return getProfileForAdmin(db, id);
}

export async function deleteProfilesByAdmin(db: Db, session: Session, ids: string[], now: Date): Promise<{ deleted: number }> {
  let deleted = 0;
  for (const id of ids) {
    const [row] = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
    if (!row || row.status === "deleted") continue;
    await db.update(profiles).set({ status: "deleted", deletedAt: now, updatedAt: now, shareLink: null }).where(eq(profiles.id, id));
    await audit(db, session, "profile.delete", "profile", id, { status: row.status }, { status: "deleted" }, now);
    deleted++;
  }
  return { deleted };
}

/** PUT /profiles/{id}/final-score(-precise): an administrator's override, kept until deleted. */
export async function setFinalScore(db: Db, session: Session, id: string, score: Record<string, unknown>, precise: boolean, now: Date): Promise<AdminProfileDetailDto> {
  const before = await loadProfile(db, id);
  const clean = Object.fromEntries(Object.entries(score).filter(([, v]) => v !== undefined));
  await db
    .update(profiles)
    .set(precise ? { finalScorePrecise: clean, finalScorePreciseOverride: true, updatedAt: now } : { finalScore: clean, finalScoreOverride: true, updatedAt: now })
    .where(eq(profiles.id, id));
  await audit(db, session, precise ? "profile.final_score_precise.set" : "profile.final_score.set", "profile", id, precise ? before.finalScorePrecise : before.finalScore, clean, now);
  return getProfileForAdmin(db, id);
}

/** DELETE /profiles/{id}/final-score(-precise): drops the override; the estimators' grades decide again. */
export async function clearFinalScore(db: Db, session: Session, id: string, precise: boolean, now: Date): Promise<AdminProfileDetailDto> {
  const before = await loadProfile(db, id);
  await db.update(profiles).set(precise ? { finalScorePreciseOverride: false, finalScorePrecise: null } : { finalScoreOverride: false, finalScore: null }).where(eq(profiles.id, id));
  await refreshFinalScore(db, id, now);
  await audit(db, session, precise ? "profile.final_score_precise.delete" : "profile.final_score.delete", "profile", id, precise ? before.finalScorePrecise : before.finalScore, null, now);
  return getProfileForAdmin(db, id);
}
