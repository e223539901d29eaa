import { describe, expect, it } from "vitest";
import { PRICE_LIST, unlimitedPlanEntry as plan } from "@/tests/support/price-list";
import { oneTimePrice, unlimitedPlan } from "./unlock-offers";

describe("what the unlock screen offers", () => {
  it("a pair is unlocked at the pair price", () => {
    expect(oneTimePrice(PRICE_LIST, "pair", true)).toEqual({ charged: 499, before: 799, percent: -38 });
  });

  it("a result charges the discounted offer while it is open, the regular price after", () => {
    expect(oneTimePrice(PRICE_LIST, "result", true)).toEqual({ charged: 199, before: 699, percent: -72 });
    expect(oneTimePrice(PRICE_LIST, "result", false)).toEqual({ charged: 399, before: 699, percent: -43 });
  });

  it("the unlimited plan of each period is the full_* plan, else any of that period", () => {
    expect(unlimitedPlan(PRICE_LIST.plans, "week")?.code).toBe("full_7_day");
    expect(unlimitedPlan(PRICE_LIST.plans, "month")?.code).toBe("full_1_month");
    expect(unlimitedPlan([plan("discount_1_month", "month", 2499, 999)], "month")?.code).toBe("discount_1_month");
    expect(unlimitedPlan([], "week")).toBeNull();
  });
});
