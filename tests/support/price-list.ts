import type { PlanEntryDto, PriceListDto } from "@/lib/contracts/billing";

// The consumer price list of lib/billing/plans.ts in dollars, as the unlock screen's tests read it.

/** A consumer unlimited plan entry as GET /stripe/list-price answers it. */
export function unlimitedPlanEntry(code: string, period: "week" | "month", price: number, discountedPrice: number): PlanEntryDto {
  return { code, tier: "unlimited", period, months: null, teams: null, title: code, description: "", currency: "usd", price, discountedPrice, discountPercent: Math.round((100 * (discountedPrice - price)) / price), seatsLeft: null };
}

export const PRICE_LIST: PriceListDto = {
  currency: "usd",
  paymentsConfigured: true,
  plans: [unlimitedPlanEntry("discount_7_day", "week", 999, 499), unlimitedPlanEntry("full_7_day", "week", 999, 699), unlimitedPlanEntry("full_1_month", "month", 2499, 1499), unlimitedPlanEntry("discount_1_month", "month", 2499, 999)],
  oneTime: {
    pairUnlock: { price: 799, discountedPrice: 499, discountPercent: -38 },
    resultUnlock: { price: 699, discountedPrice: 399, discountPercent: -43 },
    resultUnlockDiscount: { price: 699, discountedPrice: 199, discountPercent: -72 },
  },
};
