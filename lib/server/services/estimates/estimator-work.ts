import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { estimatorAssignments, profiles, questionnaires } from "@/db/schema";
import type { EstimatorProfileDetailDto, EstimatorProfileItemDto, EstimatorProfileListDto, EstimatorProfilesQuery, GradeSet, PreciseSet } from "@/lib/contracts/estimators";
import { GRADES, type BigFiveDto, type Grade } from "@/lib/contracts/profiles";
import type { Session } from "@/lib/server/auth/sessions";
import { AppError } from "@/lib/server/http/app-error";
import { finalGrades, finalPrecise } from "./final-score";
import { decodeCursor, pageOf } from "@/lib/server/paging/cursor";
import { afterTimestamp, timestampKey } from "@/lib/server/paging/keyset";

type AssignmentRow = typeof estimatorAssignments.$inferSelect;
type ProfileRow = typeof profiles.$inferSelect;

const gradeOf = (v: unknown): Grade | null => (typeof v === "string" && (GRADES as readonly string[]).includes(v) ? (v as Grade) : null);
const numberOf = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** The profile columns an estimator's list shows (the answers are read only when one profile opens). */
const LIST_PROFILE_COLUMNS = { id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName, position: profiles.position, avatarName: profiles.avatarName };

function toItem(a: AssignmentRow, p: Pick<ProfileRow, keyof typeof LIST_PROFILE_COLUMNS>): EstimatorProfileItemDto {
  return {
    _id: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    position: p.position,
    avatarName: p.avatarName,
    estimateStatus: a.estimateStatus,
    skipStatus: a.skipStatus,
    grade: { K: gradeOf(a.grade.K), P: gradeOf(a.grade.P), L: gradeOf(a.grade.L) },
    gradePrecise: { K: numberOf(a.gradePrecise.K), P: numberOf(a.gradePrecise.P), L: numberOf(a.gradePrecise.L) },
    hasNote: a.note.trim() !== "",
    assignedAt: a.assignedAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

/** The state filter's query (spec part 1 section 4). */
export function stateCondition(state: EstimatorProfilesQuery["stateFilter"]): SQL | undefined {
  switch (state) {
    case "notEstimated":
      // Estimate status none, and only unrated ones (nothing graded, not skipped).
      return and(eq(estimatorAssignments.estimateStatus, "none"), eq(estimatorAssignments.skipStatus, "none"), sql`${estimatorAssignments.grade} = '{}'::jsonb`);
    case "estimated":
      return eq(estimatorAssignments.estimateStatus, "write");
    case "skipNormal":
      return eq(estimatorAssignments.skipStatus, "normal");
    case "skipSuspicious":
      return eq(estimatorAssignments.skipStatus, "suspicious");
    case "view":
      return eq(estimatorAssignments.estimateStatus, "read");
    default:
      return undefined;
  }
}

export async function listAssignedProfiles(db: Db, session: Session, query: EstimatorProfilesQuery): Promise<EstimatorProfileListDto> {
  const mine = eq(estimatorAssignments.estimatorId, session.subjectId);
  const conditions: SQL[] = [mine, ne(profiles.status, "deleted")];
  const state = stateCondition(query.stateFilter);
  if (state) conditions.push(state);
  if (query.existComment) conditions.push(sql`trim(${estimatorAssignments.note}) <> ''`);
  if (query.search) {
    const term = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(profiles.firstName, term), ilike(profiles.lastName, term), ilike(profiles.position, term), ilike(sql`${profiles.firstName} || ' ' || ${profiles.lastName}`, term))!);
  }
  for (const [grades, key] of [[query.gradeC, "K"], [query.gradeP, "P"], [query.gradeM, "L"]] as const) {
    if (grades?.length) conditions.push(inArray(sql<string>`${estimatorAssignments.grade} ->> ${key}`, grades));
  }
  const where = and(...conditions);
  const join = eq(profiles.id, estimatorAssignments.profileId);
  const [{ value: filtered }] = (await db.select({ value: count() }).from(estimatorAssignments).innerJoin(profiles, join).where(where)) as [{ value: number }];
  const [{ value: total }] = (await db.select({ value: count() }).from(estimatorAssignments).where(mine)) as [{ value: number }];
  const column = query.sortBy === "assignedAt" ? estimatorAssignments.assignedAt : estimatorAssignments.updatedAt;
  const order = query.sortOrder === "asc" ? asc : desc;
  // Keyset on (sort column, assignment id); the cursor names its sort so another sort's is refused.
  const cursor = decodeCursor(query.cursor, 3);
  if (cursor && (cursor.key[0] !== query.sortBy || cursor.key[1] !== query.sortOrder)) throw new AppError("validation:invalid_query", 400, { fields: { cursor: "invalid" } });
  const rows = await db
    .select({ estimator_assignments: estimatorAssignments, profiles: LIST_PROFILE_COLUMNS, sortKey: timestampKey(column) })
    .from(estimatorAssignments)
    .innerJoin(profiles, join)
    .where(cursor ? and(where, afterTimestamp(column, estimatorAssignments.id, cursor.key[2], cursor.id, query.sortOrder)) : where)
    .orderBy(order(column), order(estimatorAssignments.id))
    .limit(query.pageSize + 1)
    .offset(cursor ? 0 : (query.page - 1) * query.pageSize);
  const page = pageOf(rows, query.pageSize, (r) => ({ key: [query.sortBy, query.sortOrder, r.sortKey], id: r.estimator_assignments.id }));
  return {
    nextCursor: page.nextCursor,
    profiles: page.rows.map((r) => toItem(r.estimator_assignments, r.profiles)),
    counter: { total: Number(total), profilesCount: Number(filtered) },
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The estimator's assignment of a profile, or 404: an estimator never sees profiles not assigned to them. */
export async function loadAssignment(db: Db, session: Session, profileId: string): Promise<{ a: AssignmentRow; p: ProfileRow }> {
  const [row] = await db
    .select()
    .from(estimatorAssignments)
    .innerJoin(profiles, eq(profiles.id, estimatorAssignments.profileId))
    .where(and(eq(estimatorAssignments.estimatorId, session.subjectId), eq(estimatorAssignments.profileId, profileId)))
    .limit(1);
  if (!row || row.profiles.status === "deleted") throw new AppError("profile_not_found");
  return { a: row.estimator_assignments, p: row.profiles };
}

/** GET /profiles/{id}: the assigned profile with its answers (reading changes nothing; the page marks it read). */
export async function getAssignedProfile(db: Db, session: Session, profileId: string): Promise<EstimatorProfileDetailDto> {
  const { a, p } = await loadAssignment(db, session, profileId);
  const [q] = p.questionnaireId ? await db.select({ id: questionnaires.id, version: questionnaires.version }).from(questionnaires).where(eq(questionnaires.id, p.questionnaireId)).limit(1) : [];
  return {
    ...toItem(a, p),
    age: p.age,
    gender: p.gender,
    note: a.note,
    bigFive: (p.bigFive as unknown as BigFiveDto) ?? null,
    answers: p.answers,
    questionnaire: q ? { _id: q.id, version: q.version, short: p.isShort } : null,
  };
}

/**
 * Recomputes a profile's final score from every estimator's grades, unless an administrator
 * overrode it. The profile's row is locked first, so two estimators grading at once cannot
 * each compute the score without the other's grade (callers run in one transaction).
 */
export async function refreshFinalScore(db: Db, profileId: string, now: Date): Promise<void> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, profileId)).limit(1).for("update");
  if (!profile) return;
  const all = await db.select({ grade: estimatorAssignments.grade, precise: estimatorAssignments.gradePrecise }).from(estimatorAssignments).where(eq(estimatorAssignments.profileId, profileId));
  const changes: Partial<typeof profiles.$inferInsert> = { updatedAt: now };
  if (!profile.finalScoreOverride) changes.finalScore = finalGrades(all.map((a) => a.grade));
  if (!profile.finalScorePreciseOverride) changes.finalScorePrecise = finalPrecise(all.map((a) => a.precise));
  await db.update(profiles).set(changes).where(eq(profiles.id, profileId));
}

/** PUT /profiles/{id}/rate (main grade) and /rate-precise (detailed): the profile becomes estimated. */
export async function rateProfile(db: Db, session: Session, profileId: string, score: Partial<GradeSet> | Partial<PreciseSet>, precise: boolean, now: Date): Promise<EstimatorProfileItemDto> {
  // Merging into the stored grade is read-merge-write: the profile's lock orders two requests.
  await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId)).for("update");
  const { a, p } = await loadAssignment(db, session, profileId);
  const merged = { ...(precise ? a.gradePrecise : a.grade), ...score };
  const [updated] = await db
    .update(estimatorAssignments)
    .set({ ...(precise ? { gradePrecise: merged as PreciseSet } : { grade: merged as GradeSet }), estimateStatus: "write", updatedAt: now })
    .where(eq(estimatorAssignments.id, a.id))
    .returning();
  await refreshFinalScore(db, profileId, now);
  return toItem(updated!, p);
}

export async function saveNote(db: Db, session: Session, profileId: string, content: string, now: Date): Promise<EstimatorProfileItemDto> {
  const { a, p } = await loadAssignment(db, session, profileId);
  const [updated] = await db.update(estimatorAssignments).set({ note: content, updatedAt: now }).where(eq(estimatorAssignments.id, a.id)).returning();
  return toItem(updated!, p);
}

/**
 * PATCH /profiles/{id}: `read` marks a newly opened profile read (estimate status none →
 * read); `skipStatus` postpones it (normal), marks it suspicious, or clears that.
 */
export async function patchAssignedProfile(db: Db, session: Session, profileId: string, input: { skipStatus?: "none" | "normal" | "suspicious"; read?: true }, now: Date): Promise<EstimatorProfileItemDto> {
  const { a, p } = await loadAssignment(db, session, profileId);
  const changes: Partial<typeof estimatorAssignments.$inferInsert> = { updatedAt: now };
  if (input.skipStatus) changes.skipStatus = input.skipStatus;
  if (input.read && a.estimateStatus === "none") Object.assign(changes, { estimateStatus: "read", readAt: now });
  const [updated] = await db.update(estimatorAssignments).set(changes).where(eq(estimatorAssignments.id, a.id)).returning();
  return toItem(updated!, p);
}
