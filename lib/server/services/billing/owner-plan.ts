import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { transactionOf } from "@/db/transaction-scope";
import { owners } from "@/db/schema";
import { companyPlan, effectivePlan, subscriptionStateOf, teamLimitReached, teamsOverLimit } from "@/lib/billing/access";
import type { SubscriptionDto } from "@/lib/contracts/billing";
import { planStateOf } from "@/lib/server/auth/accounts";
import { accessRulesOf, ownerSubject } from "@/lib/server/auth/policy";
import { announceAccountChanged } from "@/lib/server/auth/session-events";
import type { Session } from "@/lib/server/auth/sessions";
import type { ServerEffects } from "@/lib/server/effects";
import { AppError } from "@/lib/server/http/app-error";
import { savedTeamCount } from "../scenes/team-check-queries";

export type OwnerRow = typeof owners.$inferSelect;

/** Saved teams: team checks and simulator teams count together against the plan's limit (docs/payments.md). */
export async function countSavedTeams(db: Db, ownerId: string): Promise<number> {
  const [row] = await savedTeamCount(db).execute({ ownerId });
  return Number(row?.n ?? 0);
}

export function toSubscriptionDto(row: OwnerRow, teamsUsed: number, now: Date): SubscriptionDto {
  const state = planStateOf(row);
  const plan = row.product === "love" ? effectivePlan(state, now) : companyPlan(state, now);
  return {
    plan: row.subscriptionPlan,
    tier: plan.tier,
    state: subscriptionStateOf(state, now),
    status: row.subscriptionStatus,
    cancelAtPeriodEnd: row.subscriptionCancelAtPeriodEnd,
    previousPlan: row.subscriptionPreviousPlan,
    startDate: row.subscribeStartDate?.toISOString() ?? null,
    endDate: row.subscribeEndDate?.toISOString() ?? null,
    source: row.subscriptionSource,
    teamLimit: plan.teams,
    teamsUsed,
    latestInvoice: row.latestInvoice,
  };
}

export async function loadOwnerRow(db: Db, ownerId: string): Promise<OwnerRow> {
  const [row] = await db.select().from(owners).where(eq(owners.id, ownerId)).limit(1);
  if (!row || row.status === "deleted") throw new AppError("entity_not_found");
  return row;
}

export async function ownerSubscription(db: Db, ownerId: string, now: Date): Promise<SubscriptionDto> {
  const row = await loadOwnerRow(db, ownerId);
  return toSubscriptionDto(row, await countSavedTeams(db, ownerId), now);
}

/**
 * Refuses a new saved team past the plan's limit (spec part 2 section 5). The owner's row is
 * locked first, so two parallel creations inside their transactions cannot both pass.
 */
export async function assertTeamRoom(db: Db, session: Session, now: Date): Promise<void> {
  await db.execute(sql`select id from owners where id = ${session.subjectId} for update`);
  const row = await loadOwnerRow(db, session.subjectId);
  const plan = companyPlan(planStateOf(row), now);
  if (teamLimitReached(plan, await countSavedTeams(db, session.subjectId))) throw new AppError("subscription:team_limit");
}

/**
 * Saved teams stay when a plan ends or shrinks, but past the plan's limit they are neither
 * run nor changed (else a week's plan would buy saved team checks for good).
 */
export async function assertTeamsWithinPlan(db: Db, session: Session, now: Date): Promise<void> {
  // The session carries the plan (kept current by the session cache's events): no owner read per run.
  const plan = companyPlan(session.account.plan ?? planStateOf(await loadOwnerRow(db, session.subjectId)), now);
  if (plan.teams === null) return;
  if (teamsOverLimit(plan, await countSavedTeams(db, session.subjectId))) throw new AppError("subscription:team_limit");
}

/** The plan fields a change writes; everything else keeps its value. */
export type PlanFields = Partial<Pick<OwnerRow,
  "subscriptionPlan" | "subscriptionStatus" | "subscribeStartDate" | "subscribeEndDate" | "stripeSubscriptionId" | "subscriptionCancelAtPeriodEnd" | "subscriptionPreviousPlan" | "subscriptionEventAt" | "subscriptionSource" | "latestInvoice" | "orderAmount" | "orderCurrency">>;

/** Writes plan fields and tells the owner's open pages their new access rules (syncAccessRules), without a reload. */
export async function writePlan(db: Db, ownerId: string, fields: PlanFields, effects: ServerEffects, now: Date): Promise<OwnerRow | null> {
  const [row] = await db.update(owners).set({ ...fields, updatedAt: now }).where(eq(owners.id, ownerId)).returning();
  // The session cache carries the plan: the next request of this owner sees the new tier.
  announceAccountChanged({ domain: "owner", subjectId: ownerId });
  if (row) publishAccessRules(db, row, effects, now);
  return row ?? null;
}

/** Sends the owner's access rules to their open pages; inside a transaction, only once it commits. */
export function publishAccessRules(db: Db, row: OwnerRow, effects: ServerEffects, now: Date): void {
  const accessRules = accessRulesOf(ownerSubject({ id: row.id, status: row.status, plan: planStateOf(row) }, now));
  const send = async () => effects.live.publish(row.id, { type: "syncAccessRules", accessRules });
  const tx = transactionOf(db);
  if (tx) tx.afterCommit(send);
  else void send();
}
