// The owner's subscription screens, the parts without React: money and dates in the reader's
// locale, the plans dialog's grouping of the price list, the comparison table (derived from
// TIER_FEATURES, the one source), and which text a payment error gets.
import { FEATURES, planOf, TIER_FEATURES, TIERS, type Feature, type Tier } from "@/lib/billing/plans";
import type { PlanEntryDto } from "@/lib/contracts/billing";

/** Minor units (cents, kopecks) as the reader's locale writes money: "$49.00", "3 990,00 ₽". */
export function formatMoney(minor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: currency.toUpperCase() }).format(minor / 100);
}

/** A date of the API (ISO) as the reader's locale writes it: "Dec 25, 2026", "25 дек. 2026 г.". */
export function formatDay(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(iso));
}

export type Period = "week" | "month";

/** One card of the plans dialog: a tier's plans of one period, one per team count. */
export interface TierOffer {
  tier: Tier;
  /** Sorted by team count; one entry when the tier has no team variants. */
  variants: PlanEntryDto[];
}

/** The price list's plans of `period`, one card per tier in the order of TIERS. */
export function offersOf(plans: readonly PlanEntryDto[], period: Period): TierOffer[] {
  const offers: TierOffer[] = [];
  for (const tier of TIERS) {
    const variants = plans.filter((p) => p.tier === tier && p.period === period).sort((a, b) => (a.teams ?? 99) - (b.teams ?? 99));
    if (variants.length) offers.push({ tier, variants });
  }
  return offers;
}

/** The team count a card shows first: the owner's current count when the card is their tier, else the smallest. */
export function initialVariant(offer: TierOffer, currentPlan: string): PlanEntryDto {
  return offer.variants.find((v) => v.code === currentPlan) ?? offer.variants[0]!;
}

/** Tiers the dialog shows as cards although nothing of them is sold (the director monitor). */
export const COMING_SOON_TIERS: readonly Tier[] = ["monitor"];

/** The comparison table: a row per feature, a column per tier (basic included), a tick where the tier has it. */
export function comparisonTable(): { features: readonly Feature[]; tiers: readonly Tier[]; has: (tier: Tier, feature: Feature) => boolean } {
  return { features: FEATURES, tiers: TIERS, has: (tier, feature) => TIER_FEATURES[tier].includes(feature) };
}

/** Which payment-error text: "Insufficient funds" for an incomplete payment, "Card declined" for any other. */
export type PaymentProblem = "insufficient" | "declined";

export function paymentProblemOf(code: string): PaymentProblem | null {
  if (code === "payment_status_incomplete") return "insufficient";
  if (code === "payment_error") return "declined";
  return null;
}

/** The plan's tier and team count for the status card; an unknown code reads as the free tier. */
export function planFacts(code: string): { tier: Tier; teams: number | null; demo: boolean } {
  const plan = planOf(code);
  if (!plan) return { tier: "basic", teams: 0, demo: false };
  return { tier: plan.tier, teams: plan.teams, demo: plan.billing.kind === "granted" };
}

/** A path of this site Stripe may send the buyer back to (the contract's ReturnPath), else the subscription page. */
export function returnPathOf(pathname: string | null | undefined): string {
  return pathname && /^\/(?!\/)[A-Za-z0-9\-._~/]*$/.test(pathname) && pathname.length <= 300 ? pathname : "/owner/subscription";
}

/** The `?payment=` Stripe's return adds; null when the address has none. */
export function paymentReturnOf(search: string): "success" | "cancelled" | null {
  const value = new URLSearchParams(search).get("payment");
  return value === "success" || value === "cancelled" ? value : null;
}

/** What the page remembers across Stripe's page (sessionStorage), to say the right thing on the way back. */
export const CHECKOUT_MARK = "accordo.checkout";
