// Which plan an owner's row grants now, and the interface state of the subscription (spec
// part 2 section 4). Pure: the policy, /owner/self, the live channel and the UI share it.
import { planOf, type Plan } from "./plans";

/** The subscription fields of an owner as stored. */
export interface PlanState {
  code: string;
  /** Stripe's subscription status, or "active" for a one-time or granted plan; null for none. */
  status: string | null;
  endsAt: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Set when the plan was switched during the current period; cleared at the next renewal. */
  previousCode: string | null;
}

/** Stripe statuses that keep the plan's tools open. past_due and incomplete do not (checklist 27). */
const GRANTING = new Set(["active", "trialing"]);

const NONE = planOf("none")!;

/** The plan in force at `now`: the stored plan while its status grants access and its end date is ahead, else none. */
export function effectivePlan(state: PlanState, now: Date): Plan {
  const plan = planOf(state.code);
  if (!plan || plan.code === "none") return NONE;
  if (!state.status || !GRANTING.has(state.status)) return NONE;
  if (state.endsAt && state.endsAt.getTime() <= now.getTime()) return NONE;
  return plan;
}

export const SUBSCRIPTION_STATES = ["active", "not_active", "payment_failed", "renewal_cancelled", "changed"] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

const FAILED = new Set(["past_due", "incomplete", "unpaid"]);

/**
 * The plan that decides the company tools: a consumer plan (a love account's unlimited
 * reports) opens none of them, whatever its tier is called.
 */
export function companyPlan(state: PlanState, now: Date): Plan {
  const plan = effectivePlan(state, now);
  return plan.audience === "company" ? plan : NONE;
}

/** The interface state: what the settings page and the plans dialog say about the subscription. */
export function subscriptionStateOf(state: PlanState, now: Date): SubscriptionState {
  if (state.code !== "none" && state.status && FAILED.has(state.status)) return "payment_failed";
  if (effectivePlan(state, now).code === "none") return "not_active";
  if (state.cancelAtPeriodEnd) return "renewal_cancelled";
  if (state.previousCode && state.previousCode !== state.code) return "changed";
  return "active";
}

/** May the owner save one more team (team checks and simulator teams count together)? */
export function teamLimitReached(plan: Plan, savedTeams: number): boolean {
  return plan.teams !== null && savedTeams >= plan.teams;
}

/** Does the owner keep more teams than the plan allows (after a plan ended or shrank)? Then saved teams are kept but not run or changed. */
export function teamsOverLimit(plan: Plan, savedTeams: number): boolean {
  return plan.teams !== null && savedTeams > plan.teams;
}
