import "server-only";
import type Stripe from "stripe";
import { effectivePlan } from "@/lib/billing/access";
import { planOf } from "@/lib/billing/plans";
import { planStateOf } from "@/lib/server/auth/accounts";
import type { ServerEffects } from "@/lib/server/effects";
import { writePlan, type OwnerRow } from "./owner-plan";

/** `accordo_<code>_<currency>` → the plan code. */
export function planCodeOfLookupKey(key: string | null | undefined): string | null {
  const match = key ? /^accordo_(.+)_(usd|rub)$/.exec(key) : null;
  return match && planOf(match[1]) ? match[1]! : null;
}

function periodEnd(sub: Stripe.Subscription): Date | null {
  const ends = sub.items.data.map((item) => item.current_period_end).filter((n): n is number => typeof n === "number");
  return ends.length ? new Date(Math.min(...ends) * 1000) : null;
}

function periodStart(sub: Stripe.Subscription): Date | null {
  const starts = sub.items.data.map((item) => item.current_period_start).filter((n): n is number => typeof n === "number");
  return starts.length ? new Date(Math.max(...starts) * 1000) : null;
}

const ENDED = new Set(["canceled", "incomplete_expired"]);

/**
 * Writes what Stripe says of a subscription to the owner, always from an object read from
 * Stripe (the answer of our own call, or a re-read on a webhook), never from an event's
 * payload alone: so events arriving out of order or twice leave the true state (checklist 24).
 * News of a subscription that is no longer the owner's current one is ignored, unless it
 * starts a new one.
 */
export async function applySubscription(db: Parameters<typeof writePlan>[0], owner: OwnerRow, sub: Stripe.Subscription, effects: ServerEffects, now: Date, options: { renewed?: boolean } = {}): Promise<OwnerRow | null> {
  if (ENDED.has(sub.status)) {
    // The end of a subscription that is not (or no longer) the owner's current one changes nothing.
    if (owner.stripeSubscriptionId !== sub.id) return owner;
    return writePlan(db, owner.id, {
      subscriptionPlan: "none",
      subscriptionStatus: sub.status,
      stripeSubscriptionId: null,
      subscriptionCancelAtPeriodEnd: false,
      subscriptionPreviousPlan: null,
      subscribeEndDate: sub.ended_at ? new Date(sub.ended_at * 1000) : now,
      subscriptionSource: "stripe",
    }, effects, now);
  }
  // A bonus plan paid once (or an administrator's grant) in force is not replaced by news of some other subscription.
  if (owner.stripeSubscriptionId !== sub.id && owner.subscriptionSource !== "stripe" && effectivePlan(planStateOf(owner), now).code !== "none") return owner;
  const item = sub.items.data[0];
  const code = planCodeOfLookupKey(item?.price.lookup_key) ?? (planOf(sub.metadata?.plan) ? sub.metadata.plan! : null);
  if (!code) return owner;
  const samePlan = owner.subscriptionPlan === code;
  const previous = options.renewed ? null : samePlan ? owner.subscriptionPreviousPlan : owner.subscriptionSource === "stripe" && owner.stripeSubscriptionId === sub.id ? owner.subscriptionPlan : null;
  return writePlan(db, owner.id, {
    subscriptionPlan: code,
    subscriptionStatus: sub.status,
    stripeSubscriptionId: sub.id,
    subscriptionCancelAtPeriodEnd: sub.cancel_at_period_end,
    subscriptionPreviousPlan: previous,
    subscribeStartDate: periodStart(sub) ?? new Date(sub.start_date * 1000),
    subscribeEndDate: periodEnd(sub),
    subscriptionSource: "stripe",
    latestInvoice: typeof sub.latest_invoice === "string" ? sub.latest_invoice : sub.latest_invoice?.id ?? owner.latestInvoice,
    ...(item ? { orderAmount: item.price.unit_amount ?? 0, orderCurrency: item.price.currency } : {}),
  }, effects, now);
}
