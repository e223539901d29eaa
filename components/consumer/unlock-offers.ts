import type { PlanEntryDto, PriceListDto } from "@/lib/contracts/billing";
import type { CoupleResultDto } from "@/lib/contracts/consumer";

// What the unlock screen offers, read from GET /stripe/list-price: the one-time unlock (a
// love-mobile pair, or an anonymous result with its first-day discounted offer) and, on
// love-mobile, the unlimited plan by week or by month.

/** What is bought: a love-mobile pair of the signed-in owner, or a flame/couple result by its secret key. */
export type UnlockTarget =
  | { kind: "pair"; ids: [string, string] }
  | { kind: "result"; product: CoupleResultDto["product"]; key: string; createdAt: string };

export type UnlockPeriod = "week" | "month";

/** What is charged now, the price it is compared with, and the discount in percent (negative). */
export interface PriceLine {
  charged: number;
  before: number;
  percent: number;
}

function line(entry: { price: number; discountedPrice: number; discountPercent: number }): PriceLine {
  return { charged: entry.discountedPrice, before: entry.price, percent: entry.discountPercent };
}

/** The one-time price; a result's first-day offer charges the discounted product instead. */
export function oneTimePrice(list: PriceListDto, target: UnlockTarget["kind"], offer: boolean): PriceLine {
  if (target === "pair") return line(list.oneTime.pairUnlock);
  return line(offer ? list.oneTime.resultUnlockDiscount : list.oneTime.resultUnlock);
}

/** The consumer unlimited plans sold by default; the discount_* plans are for offers the server makes. */
const DEFAULT_UNLIMITED: Record<UnlockPeriod, string> = { week: "full_7_day", month: "full_1_month" };

/** The unlimited plan of a period: the default code, else any unlimited plan of that period. */
export function unlimitedPlan(plans: readonly PlanEntryDto[], period: UnlockPeriod): PlanEntryDto | null {
  const ofPeriod = plans.filter((p) => p.tier === "unlimited" && p.period === period);
  return ofPeriod.find((p) => p.code === DEFAULT_UNLIMITED[period]) ?? ofPeriod[0] ?? null;
}

export function planPrice(plan: PlanEntryDto): PriceLine {
  return line(plan);
}
