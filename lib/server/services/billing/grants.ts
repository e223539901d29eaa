import "server-only";
import type { Db } from "@/db/client";
import { planOf } from "@/lib/billing/plans";
import type { SubscriptionDto } from "@/lib/contracts/billing";
import type { Session } from "@/lib/server/auth/sessions";
import { AppError } from "@/lib/server/http/app-error";
import type { RequestMeta } from "../request-meta";
import { audit } from "../admin/audit";
import { recordPaymentStep } from "./analytics";
import { countSavedTeams, loadOwnerRow, toSubscriptionDto, writePlan } from "./owner-plan";
import { requireStripe, stripeCall } from "./stripe-gateway";

/** Days a grant lasts when the administrator names none: the plan's own period. */
function defaultDays(code: string): number {
  const plan = planOf(code)!;
  switch (plan.billing.kind) {
    case "granted": return plan.billing.days;
    case "oneTime": return Math.round(plan.billing.months * 30.44);
    case "recurring": return plan.billing.interval === "week" ? 7 : 30;
    default: return 30;
  }
}

/**
 * POST /administrator/owners/{id}/plan {plan, days}: an administrator grants a plan by hand
 * (no Stripe needed; audited). A Stripe subscription of the owner is left to Stripe: the
 * grant replaces what the owner sees until the subscription's next event.
 */
export async function grantPlan(db: Db, session: Session, ownerId: string, input: { plan: string; days?: number | undefined }, meta: RequestMeta): Promise<SubscriptionDto> {
  const plan = planOf(input.plan);
  if (!plan || plan.code === "none") throw new AppError("subscription:plan_unknown");
  const before = await loadOwnerRow(db, ownerId);
  const end = new Date(meta.now.getTime() + (input.days ?? defaultDays(plan.code)) * 86_400_000);
  const row = await writePlan(db, ownerId, {
    subscriptionPlan: plan.code,
    subscriptionStatus: "active",
    subscribeStartDate: meta.now,
    subscribeEndDate: end,
    subscriptionCancelAtPeriodEnd: false,
    subscriptionPreviousPlan: null,
    subscriptionSource: "admin",
  }, meta.effects, meta.now);
  await audit(db, session, "owner.plan.grant", "owner", ownerId, planFields(before), planFields(row!), meta.now);
  await recordPaymentStep(db, "plan_granted", meta.now, { ownerId, planCode: plan.code });
  return toSubscriptionDto(row!, await countSavedTeams(db, ownerId), meta.now);
}

/**
 * DELETE /administrator/owners/{id}/plan: ends a granted or paid plan now. A live Stripe
 * subscription is cancelled in Stripe at once (no refund), so it cannot come back with its
 * next event and a later purchase starts anew through Checkout.
 */
export async function endPlan(db: Db, session: Session, ownerId: string, meta: RequestMeta): Promise<SubscriptionDto> {
  const before = await loadOwnerRow(db, ownerId);
  if (before.stripeSubscriptionId) {
    const stripe = requireStripe();
    const sub = await stripeCall(() => stripe.subscriptions.retrieve(before.stripeSubscriptionId!));
    if (sub.status !== "canceled" && sub.status !== "incomplete_expired") await stripeCall(() => stripe.subscriptions.cancel(sub.id));
  }
  const row = await writePlan(db, ownerId, {
    stripeSubscriptionId: null,
    subscriptionPlan: "none",
    subscriptionStatus: null,
    subscribeEndDate: meta.now,
    subscriptionCancelAtPeriodEnd: false,
    subscriptionPreviousPlan: null,
    subscriptionSource: "admin",
  }, meta.effects, meta.now);
  await audit(db, session, "owner.plan.end", "owner", ownerId, planFields(before), planFields(row!), meta.now);
  await recordPaymentStep(db, "plan_ended", meta.now, { ownerId, planCode: before.subscriptionPlan });
  return toSubscriptionDto(row!, await countSavedTeams(db, ownerId), meta.now);
}

function planFields(row: { subscriptionPlan: string; subscriptionStatus: string | null; subscribeEndDate: Date | null; subscriptionSource: string | null }) {
  return { plan: row.subscriptionPlan, status: row.subscriptionStatus, endDate: row.subscribeEndDate?.toISOString() ?? null, source: row.subscriptionSource };
}
