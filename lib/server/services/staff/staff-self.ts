import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { administrators, estimators } from "@/db/schema";
import type { AdministratorSelfDto, EstimatorSelfDto, UpdateEstimatorSelf } from "@/lib/contracts/staff";
import { isLocale } from "@/i18n/config";
import { storeLocale } from "@/lib/server/auth/accounts";
import type { Session } from "@/lib/server/auth/sessions";
import { AppError } from "@/lib/server/http/app-error";
import type { RequestMeta } from "../request-meta";
import { changePassword } from "../passport/change-password";
import { nextBatchAvailable } from "../estimates/assign-batch";

export async function getEstimatorSelf(db: Db, session: Session): Promise<EstimatorSelfDto> {
  const [row] = await db.select().from(estimators).where(eq(estimators.id, session.subjectId)).limit(1);
  if (!row) throw new AppError("entity_not_found");
  return { _id: row.id, email: row.email, fullName: row.fullName, locale: isLocale(row.locale) ? row.locale : null, hasPassword: Boolean(row.passwordHash), nextBatchAvailable: await nextBatchAvailable(db) };
}

export async function updateEstimatorSelf(db: Db, session: Session, input: UpdateEstimatorSelf, meta: RequestMeta): Promise<EstimatorSelfDto> {
  if (input.password) await changePassword(db, session, input.currentPassword, input.password, meta);
  if (input.fullName) await db.update(estimators).set({ fullName: input.fullName, updatedAt: meta.now }).where(eq(estimators.id, session.subjectId));
  if (input.locale) await storeLocale(db, "estimator", session.subjectId, input.locale, meta.now);
  return getEstimatorSelf(db, session);
}

export async function getAdministratorSelf(db: Db, session: Session): Promise<AdministratorSelfDto> {
  const [row] = await db.select().from(administrators).where(eq(administrators.id, session.subjectId)).limit(1);
  if (!row) throw new AppError("entity_not_found");
  return { _id: row.id, email: row.email, name: row.name, locale: isLocale(row.locale) ? row.locale : null };
}
