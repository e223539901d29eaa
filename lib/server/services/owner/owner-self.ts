import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { owners } from "@/db/schema";
import type { OwnerSelfDto, UpdateOwnerSelf } from "@/lib/contracts/owner";
import { isDeleteConfirmation } from "@/lib/contracts/owner";
import { isLocale, type Locale } from "@/i18n/config";
import { findAccountById, planStateOf, storeLocale } from "@/lib/server/auth/accounts";
import { toSubscriptionDto } from "../billing/owner-plan";
import { accessRulesOf, ownerSubject } from "@/lib/server/auth/policy";
import { recordAuthEvent } from "@/lib/server/auth/audit";
import { revokeOneTimeTokens } from "@/lib/server/auth/one-time-tokens";
import { announceAccountChanged } from "@/lib/server/auth/session-events";
import { revokeAccountSessions, type Session } from "@/lib/server/auth/sessions";
import { isTemporaryEmail } from "@/lib/server/auth/temporary-mail";
import { AppError } from "@/lib/server/http/app-error";
import type { RequestMeta } from "../request-meta";
import { changePassword } from "../passport/change-password";
import { metaFields } from "../passport/sign-in-with-password";
import { sendVerificationLink } from "../passport/verification";
import { ownerWithSavedTeams } from "./owner-self-queries";

type OwnerRow = typeof owners.$inferSelect;

export function toOwnerSelfDto(row: OwnerRow, teamsUsed: number, now: Date): OwnerSelfDto {
  return {
    _id: row.id,
    email: row.email,
    status: row.status === "verified" ? "verified" : row.status === "blocked" ? "blocked" : "unverified",
    subscribe: {
      status: row.subscriptionStatus,
      subscribe: row.subscriptionPlan,
      latest_invoice: row.latestInvoice,
      subscribeEndDate: row.subscribeEndDate?.toISOString() ?? null,
      subscribeStartDate: row.subscribeStartDate?.toISOString() ?? null,
    },
    companyName: row.companyName,
    mainProfileId: row.mainProfileId,
    orderAmount: row.orderAmount,
    orderCurrency: row.orderCurrency,
    isTmpOwner: isTemporaryEmail(row.email),
    product: row.product,
    locale: isLocale(row.locale) ? row.locale : null,
    hasPassword: Boolean(row.passwordHash),
    createdAt: row.createdAt.toISOString(),
    // What the owner may use, from the policy (the same rules the live channel sends), so the UI never re-derives it from `status`.
    accessRules: accessRulesOf(ownerSubject({ id: row.id, status: row.status, plan: planStateOf(row) }, now)),
    subscription: toSubscriptionDto(row, teamsUsed, now),
  };
}

async function loadOwner(db: Db, ownerId: string): Promise<OwnerRow> {
  const [row] = await db.select().from(owners).where(eq(owners.id, ownerId)).limit(1);
  if (!row || row.status === "deleted") throw new AppError("entity_not_found");
  return row;
}

export async function getOwnerSelf(db: Db, session: Session): Promise<OwnerSelfDto> {
  const [found] = await ownerWithSavedTeams(db).execute({ id: session.subjectId });
  if (!found || found.owner.status === "deleted") throw new AppError("entity_not_found");
  return toOwnerSelfDto(found.owner, found.savedTeams, session.resolvedAt);
}

/**
 * PATCH /owner/self. A new password needs the current one when the account has one;
 * it ends the owner's other sessions (checklist 12). A new e-mail must be verified
 * again: earlier verification links die and a fresh one is sent (checklist 3).
 */
export async function updateOwnerSelf(db: Db, session: Session, input: UpdateOwnerSelf, locale: Locale, meta: RequestMeta): Promise<OwnerSelfDto> {
  const row = await loadOwner(db, session.subjectId);
  if (input.password) await changePassword(db, session, input.currentPassword, input.password, meta);
  if (input.companyName !== undefined) {
    await db.update(owners).set({ companyName: input.companyName, updatedAt: meta.now }).where(eq(owners.id, row.id));
  }
  if (input.locale) await storeLocale(db, "owner", row.id, input.locale, meta.now);
  if (input.email && input.email !== row.email) {
    const [taken] = await db.select({ id: owners.id }).from(owners).where(eq(owners.email, input.email)).limit(1);
    if (taken) throw new AppError("record_already_exists");
    await db.update(owners).set({ email: input.email, status: "unverified", emailVerifiedAt: null, updatedAt: meta.now }).where(eq(owners.id, row.id));
    announceAccountChanged({ domain: "owner", subjectId: row.id });
    await revokeOneTimeTokens(db, "email_verification", "owner", row.id);
    await revokeOneTimeTokens(db, "magic_login", "owner", row.id);
    await revokeOneTimeTokens(db, "password_reset", "owner", row.id);
    await recordAuthEvent(db, { domain: "owner", event: "email_changed", subjectId: row.id, email: input.email, detail: { from: row.email }, ...metaFields(meta) });
    const account = (await findAccountById(db, "owner", row.id))!;
    await sendVerificationLink(db, account, input.locale ?? locale, meta);
  }
  return getOwnerSelf(db, session);
}

/**
 * DELETE /owner/self with the confirmation word. The row stays for the audit trail
 * but the address is released and every session and link of the account ends.
 */
export async function deleteOwnerSelf(db: Db, session: Session, confirmation: string, meta: RequestMeta): Promise<void> {
  if (!isDeleteConfirmation(confirmation)) throw new AppError("auth:confirmation_mismatch", 400, { fields: { confirmation: "confirmation_mismatch" } });
  const row = await loadOwner(db, session.subjectId);
  await db
    .update(owners)
    .set({ status: "deleted", email: `deleted+${row.id}@deleted.invalid`, passwordHash: null, deletedAt: meta.now, updatedAt: meta.now })
    .where(eq(owners.id, row.id));
  announceAccountChanged({ domain: "owner", subjectId: row.id });
  for (const kind of ["magic_login", "password_reset", "email_verification", "auth_handoff"] as const) {
    await revokeOneTimeTokens(db, kind, "owner", row.id);
  }
  await revokeAccountSessions(db, "owner", row.id);
  await recordAuthEvent(db, { domain: "owner", event: "account_deleted", subjectId: row.id, email: row.email, ...metaFields(meta) });
}
