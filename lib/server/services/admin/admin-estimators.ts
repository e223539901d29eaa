import "server-only";
import { asc, count, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "@/db/client";
import { estimatorAssignments, estimators, owners } from "@/db/schema";
import type { AdminEstimatorItemDto } from "@/lib/contracts/admin";
import { announceAccountChanged } from "@/lib/server/auth/session-events";
import { revokeAccountSessions, type Session } from "@/lib/server/auth/sessions";
import { AppError } from "@/lib/server/http/app-error";
import type { RequestMeta } from "../request-meta";
import { requestLoginLink } from "../passport/request-login-link";
import { audit } from "./audit";

type EstimatorRow = typeof estimators.$inferSelect;

function toItem(row: EstimatorRow, profileCount: number): AdminEstimatorItemDto {
  return {
    _id: row.id,
    email: row.email,
    fullName: row.fullName,
    information: row.information,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    lastVisit: row.lastVisitAt?.toISOString() ?? null,
    profileCount,
  };
}

async function counts(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: estimatorAssignments.estimatorId, n: count() }).from(estimatorAssignments).where(inArray(estimatorAssignments.estimatorId, ids)).groupBy(estimatorAssignments.estimatorId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

export async function listEstimators(db: Db): Promise<AdminEstimatorItemDto[]> {
  const rows = await db.select().from(estimators).where(ne(estimators.status, "deleted")).orderBy(asc(estimators.fullName));
  const c = await counts(db, rows.map((r) => r.id));
  return rows.map((r) => toItem(r, c.get(r.id) ?? 0));
}

async function loadEstimator(db: Db, id: string): Promise<EstimatorRow> {
  const [row] = await db.select().from(estimators).where(eq(estimators.id, id)).limit(1);
  if (!row || row.status === "deleted") throw new AppError("entity_not_found");
  return row;
}

export async function getEstimatorForAdmin(db: Db, id: string): Promise<AdminEstimatorItemDto> {
  return toItem(await loadEstimator(db, id), (await counts(db, [id])).get(id) ?? 0);
}

/** Estimators are created by administrators only; they sign in by the e-mailed link and may set a password. */
export async function createEstimatorByAdmin(db: Db, session: Session, input: { email: string; fullName: string; information?: string; sendLoginLink?: boolean }, meta: RequestMeta): Promise<AdminEstimatorItemDto> {
  const [row] = await db
    .insert(estimators)
    .values({ email: input.email, fullName: input.fullName, information: input.information ?? "", createdAt: meta.now, updatedAt: meta.now })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError("record_already_exists");
  await audit(db, session, "estimator.create", "estimator", row.id, null, row, meta.now);
  if (input.sendLoginLink) await requestLoginLink(db, { domain: "estimator", email: row.email, locale: row.locale === "en" ? "en" : "ru" }, meta);
  return toItem(row, 0);
}

export async function updateEstimatorByAdmin(db: Db, session: Session, id: string, input: { email?: string; fullName?: string; information?: string; status?: "active" | "disabled" }, meta: RequestMeta): Promise<AdminEstimatorItemDto> {
  const before = await loadEstimator(db, id);
  if (input.email && input.email !== before.email) {
    const [taken] = await db.select({ id: estimators.id }).from(estimators).where(eq(estimators.email, input.email)).limit(1);
    if (taken) throw new AppError("record_already_exists");
  }
  const [after] = await db.update(estimators).set({ ...input, updatedAt: meta.now }).where(eq(estimators.id, id)).returning();
  announceAccountChanged({ domain: "estimator", subjectId: id });
  if (input.status === "disabled") await revokeAccountSessions(db, "estimator", id);
  await audit(db, session, "estimator.update", "estimator", id, before, after, meta.now);
  return toItem(after!, (await counts(db, [id])).get(id) ?? 0);
}

export async function deleteEstimatorByAdmin(db: Db, session: Session, id: string, meta: RequestMeta): Promise<void> {
  const before = await loadEstimator(db, id);
  await db.update(estimators).set({ status: "deleted", email: `deleted+${id}@deleted.invalid`, passwordHash: null, updatedAt: meta.now }).where(eq(estimators.id, id));
  announceAccountChanged({ domain: "estimator", subjectId: id });
  await revokeAccountSessions(db, "estimator", id);
  await audit(db, session, "estimator.delete", "estimator", id, before, { status: "deleted" }, meta.now);
}

/** POST /{target}/{id}/mail/login-link: e-mails the account a one-time sign-in link. */
export async function sendLoginLinkByAdmin(db: Db, session: Session, target: "owners" | "estimators", id: string, meta: RequestMeta): Promise<void> {
  if (target === "estimators") {
    const row = await loadEstimator(db, id);
    if (row.status !== "active") throw new AppError("entity_not_found");
    await requestLoginLink(db, { domain: "estimator", email: row.email, locale: row.locale === "en" ? "en" : "ru" }, meta);
  } else {
    const [row] = await db.select().from(owners).where(eq(owners.id, id)).limit(1);
    if (!row || row.status === "deleted" || row.status === "blocked") throw new AppError("entity_not_found");
    await requestLoginLink(db, { domain: "owner", email: row.email, locale: row.locale === "ru" ? "ru" : "en" }, meta);
  }
  await audit(db, session, "login_link.send", target === "owners" ? "owner" : "estimator", id, null, null, meta.now);
}
