// The one plan table (spec part 2 sections 4, 6, 9). Prices live in Stripe as Prices with the
// lookup keys below; `npm run stripe:sync` creates or updates them from this table, and
// GET /stripe/list-price answers from it, so the two cannot disagree. Money is in integer
// minor units (cents, kopecks) per currency; no floating-point prices anywhere.
// docs/payments.md explains the tiers, the team limits and what is sold how.

/**
 * Interface tiers of the spec. The director monitor (the "monitor" feature) comes with the
 * tiers that compare teams; a plan of the "monitor" tier of its own is not sold yet, so the
 * plans dialog shows that tier as coming soon (docs/payments.md).
 */
export const TIERS = ["basic", "teams", "monitor", "simulator", "simulatorPro", "unlimited", "bonus"] as const;
export type Tier = (typeof TIERS)[number];

/** What the tiers sell: the rows of the plan comparison table. */
export const FEATURES = ["pairForecast", "teamForecast", "simulator", "comparison", "monitor"] as const;
export type Feature = (typeof FEATURES)[number];

/**
 * The comparison table. Basic has the team forecast with room for no team (its `teams` is
 * 0), so creating one answers the spec's "maximum number of teams" message and offers plans.
 */
export const TIER_FEATURES: Record<Tier, readonly Feature[]> = {
  basic: ["pairForecast", "teamForecast"],
  teams: ["pairForecast", "teamForecast"],
  monitor: ["pairForecast", "teamForecast", "monitor"],
  simulator: ["pairForecast", "teamForecast", "simulator"],
  simulatorPro: ["pairForecast", "teamForecast", "simulator", "comparison", "monitor"],
  unlimited: ["pairForecast", "teamForecast", "simulator", "comparison", "monitor"],
  bonus: ["pairForecast", "teamForecast", "simulator", "comparison", "monitor"],
};

export const CURRENCIES = ["usd", "rub"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Rouble for the Russian interface, dollar otherwise (spec part 2 section 9). */
export function currencyOf(locale: string): Currency {
  return locale === "ru" ? "rub" : "usd";
}

/**
 * How a plan is bought: a recurring subscription (weekly or monthly), a one-time payment
 * that grants a fixed span (the bonus plan: Stripe cannot bill every 120 months), or not
 * sold at all (none; the 3-day demo plans, which an administrator grants).
 */
export type Billing =
  | { kind: "recurring"; interval: "week" | "month" }
  | { kind: "oneTime"; months: number }
  | { kind: "granted"; days: number }
  | { kind: "free" };

export type Audience = "company" | "consumer";

/** Price pair of the spec's plan entry: first price (what is charged) and second price (before the discount). */
export interface PricePair {
  first: number;
  second: number;
}

export interface Plan {
  code: string;
  tier: Tier;
  audience: Audience;
  billing: Billing;
  /** Saved teams allowed (team checks and simulator teams together); null for no limit. */
  teams: number | null;
  prices: Record<Currency, PricePair> | null;
  /** Seats sold in all (the bonus plan); null when unlimited. */
  seats: number | null;
}

const WEEK = { kind: "recurring", interval: "week" } as const;
const MONTH = { kind: "recurring", interval: "month" } as const;

/** Price ladders per team count (1 to 4), minor units. */
function ladder(usd: readonly number[], rub: readonly number[], markup: number, teams: number): Record<Currency, PricePair> {
  const at = teams - 1;
  return {
    usd: { first: usd[at]!, second: Math.round((usd[at]! * markup) / 100) * 100 },
    rub: { first: rub[at]!, second: Math.round((rub[at]! * markup) / 10000) * 10000 },
  };
}

function perTeams(prefix: string, tier: Tier, billing: Billing, usd: readonly number[], rub: readonly number[]): Plan[] {
  return [1, 2, 3, 4].map((teams) => ({
    code: `${prefix}_${teams}_teams`,
    tier,
    audience: "company",
    billing,
    teams,
    prices: ladder(usd, rub, 1.25, teams),
    seats: null,
  }));
}

/** Bonus seats sold in all (the spec limits them without a number; docs/payments.md). */
export const BONUS_SEATS = 100;

export const PLANS: readonly Plan[] = [
  { code: "none", tier: "basic", audience: "company", billing: { kind: "free" }, teams: 0, prices: null, seats: null },
  { code: "unlimited", tier: "unlimited", audience: "company", billing: MONTH, teams: null, prices: { usd: { first: 49900, second: 59900 }, rub: { first: 3990000, second: 4990000 } }, seats: null },
  ...perTeams("lite_7_day", "teams", WEEK, [900, 1500, 1900, 2300], [79000, 129000, 159000, 189000]),
  ...perTeams("lite_1_month", "teams", MONTH, [2900, 4900, 6500, 7900], [249000, 419000, 549000, 669000]),
  ...perTeams("mid_7_day", "simulator", WEEK, [1500, 2500, 3300, 3900], [129000, 209000, 279000, 329000]),
  ...perTeams("mid_1_month", "simulator", MONTH, [4900, 7900, 10500, 12900], [419000, 669000, 889000, 1090000]),
  ...perTeams("full_7_day", "simulatorPro", WEEK, [2500, 3900, 4900, 5900], [209000, 329000, 419000, 499000]),
  ...perTeams("full_1_month", "simulatorPro", MONTH, [7900, 12900, 16900, 19900], [669000, 1090000, 1430000, 1690000]),
  { code: "full_120_month_4_teams", tier: "bonus", audience: "company", billing: { kind: "oneTime", months: 120 }, teams: 4, prices: { usd: { first: 29900, second: 99900 }, rub: { first: 2490000, second: 7990000 } }, seats: BONUS_SEATS },
  { code: "demo_3_day_teams", tier: "teams", audience: "company", billing: { kind: "granted", days: 3 }, teams: 1, prices: null, seats: null },
  { code: "demo_3_day_simulator", tier: "simulator", audience: "company", billing: { kind: "granted", days: 3 }, teams: 1, prices: null, seats: null },
  { code: "demo_3_day_simulator_pro", tier: "simulatorPro", audience: "company", billing: { kind: "granted", days: 3 }, teams: 2, prices: null, seats: null },
  // Consumer (love) unlimited subscriptions: every pair's full report while active.
  { code: "full_7_day", tier: "unlimited", audience: "consumer", billing: WEEK, teams: null, prices: { usd: { first: 699, second: 999 }, rub: { first: 59000, second: 79000 } }, seats: null },
  { code: "discount_7_day", tier: "unlimited", audience: "consumer", billing: WEEK, teams: null, prices: { usd: { first: 499, second: 999 }, rub: { first: 39000, second: 79000 } }, seats: null },
  { code: "full_1_month", tier: "unlimited", audience: "consumer", billing: MONTH, teams: null, prices: { usd: { first: 1499, second: 2499 }, rub: { first: 129000, second: 199000 } }, seats: null },
  { code: "discount_1_month", tier: "unlimited", audience: "consumer", billing: MONTH, teams: null, prices: { usd: { first: 999, second: 2499 }, rub: { first: 89000, second: 199000 } }, seats: null },
];

/** One-time consumer purchases: a pair's lifetime unlock and an anonymous result by key. */
export const ONE_TIME_PRODUCTS = {
  pair_unlock: { usd: { first: 499, second: 799 }, rub: { first: 39000, second: 59000 } },
  result_unlock: { usd: { first: 399, second: 699 }, rub: { first: 29000, second: 49000 } },
  result_unlock_discount: { usd: { first: 199, second: 699 }, rub: { first: 15000, second: 49000 } },
} as const satisfies Record<string, Record<Currency, PricePair>>;
export type OneTimeProduct = keyof typeof ONE_TIME_PRODUCTS;

export type PlanCode = string;

const BY_CODE = new Map(PLANS.map((plan) => [plan.code, plan]));

export function planOf(code: string | null | undefined): Plan | null {
  return (code && BY_CODE.get(code)) || null;
}

export function isPlanCode(code: string): boolean {
  return BY_CODE.has(code);
}

/** Plans an owner may buy through Stripe: recurring or one-time, of the given audience. */
export function sellablePlans(audience: Audience): Plan[] {
  return PLANS.filter((plan) => plan.audience === audience && plan.prices && (plan.billing.kind === "recurring" || plan.billing.kind === "oneTime"));
}

/** Spec part 2 section 9: round(100 * (first price - second price) / second price); negative for a discount. */
export function discountPercent(price: PricePair): number {
  if (price.second <= 0) return 0;
  return Math.round((100 * (price.first - price.second)) / price.second);
}

/** The Stripe Price lookup key of a plan or one-time product in a currency. */
export function lookupKey(code: string, currency: Currency): string {
  return `accordo_${code}_${currency}`;
}

/** The period a plan shows under: the weekly/monthly switch of the plans dialog. */
export function periodOf(plan: Plan): "week" | "month" | null {
  if (plan.billing.kind === "recurring") return plan.billing.interval;
  if (plan.billing.kind === "oneTime") return "month";
  return null;
}
