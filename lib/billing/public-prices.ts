import { sellablePlans, TIER_FEATURES, type Currency, type Feature, type Plan, type Tier } from "./plans";

// The public price list (the /pricing page): the company plans sold through Stripe, read from
// the plan table, so the page cannot disagree with what checkout charges.

/** One line of a tier: its team limit (null: no limit) and what it costs per period. */
export interface PriceRow {
  teams: number | null;
  /** Charged price and the price before the discount, minor units; null when not sold that way. */
  week: { price: number; before: number } | null;
  month: { price: number; before: number } | null;
  /** A one-time payment for `months` (the bonus plan). */
  oneTime: { price: number; before: number; months: number } | null;
}

export interface TierPrices {
  tier: Tier;
  features: readonly Feature[];
  rows: PriceRow[];
}

/** Tiers in the order the page shows them: from the smallest plan to the widest. */
const ORDER: readonly Tier[] = ["teams", "simulator", "simulatorPro", "unlimited", "bonus"];

function rowFor(rows: PriceRow[], teams: number | null): PriceRow {
  let row = rows.find((r) => r.teams === teams);
  if (!row) {
    row = { teams, week: null, month: null, oneTime: null };
    rows.push(row);
  }
  return row;
}

function place(rows: PriceRow[], plan: Plan, currency: Currency): void {
  const pair = plan.prices?.[currency];
  if (!pair) return;
  const money = { price: pair.first, before: pair.second };
  const row = rowFor(rows, plan.teams);
  if (plan.billing.kind === "recurring") row[plan.billing.interval] = money;
  else if (plan.billing.kind === "oneTime") row.oneTime = { ...money, months: plan.billing.months };
}

/** The company plans an owner can buy, by tier, with prices in `currency`. */
export function publicPriceList(currency: Currency): TierPrices[] {
  const plans = sellablePlans("company");
  return ORDER.flatMap((tier) => {
    const rows: PriceRow[] = [];
    for (const plan of plans.filter((p) => p.tier === tier)) place(rows, plan, currency);
    rows.sort((a, b) => (a.teams ?? Number.POSITIVE_INFINITY) - (b.teams ?? Number.POSITIVE_INFINITY));
    return rows.length ? [{ tier, features: TIER_FEATURES[tier], rows }] : [];
  });
}
