import { describe, expect, it } from "vitest";
import { effectivePlan, subscriptionStateOf, teamLimitReached, type PlanState } from "./access";
import { currencyOf, discountPercent, FEATURES, lookupKey, ONE_TIME_PRODUCTS, planOf, PLANS, sellablePlans, TIER_FEATURES, TIERS } from "./plans";

const NOW = new Date("2026-11-25T12:00:00Z");
const state = (over: Partial<PlanState>): PlanState => ({ code: "lite_1_month_2_teams", status: "active", endsAt: new Date("2026-12-25T12:00:00Z"), cancelAtPeriodEnd: false, previousCode: null, ...over });

describe("the plan table (spec part 2 sections 4, 6, 9)", () => {
  it("has every plan code family of the spec, each with a tier and a period", () => {
    const codes = PLANS.map((p) => p.code);
    expect(codes).toEqual(expect.arrayContaining(["none", "unlimited", "full_7_day", "discount_7_day", "full_1_month", "discount_1_month", "full_120_month_4_teams"]));
    for (const prefix of ["lite_7_day", "lite_1_month", "mid_7_day", "mid_1_month", "full_7_day", "full_1_month"]) {
      expect([1, 2, 3, 4].map((n) => planOf(`${prefix}_${n}_teams`)?.teams)).toEqual([1, 2, 3, 4]);
    }
    expect(PLANS.filter((p) => p.code.startsWith("demo_3_day")).every((p) => p.billing.kind === "granted" && p.billing.days === 3)).toBe(true);
    expect(new Set(PLANS.map((p) => p.tier))).toEqual(new Set(TIERS.filter((t) => t !== "monitor")));
    expect(planOf("full_120_month_4_teams")).toMatchObject({ tier: "bonus", teams: 4, billing: { kind: "oneTime", months: 120 }, seats: 100 });
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("money is integer minor units, the charged (first) price never above the second", () => {
    for (const plan of PLANS) for (const price of Object.values(plan.prices ?? {})) {
      expect(Number.isInteger(price.first) && Number.isInteger(price.second)).toBe(true);
      expect(price.first).toBeLessThanOrEqual(price.second);
    }
    for (const prices of Object.values(ONE_TIME_PRODUCTS)) for (const p of Object.values(prices)) expect(Number.isInteger(p.first)).toBe(true);
  });

  it("discount percent = round(100 * (first - second) / second); rouble for Russian, dollar otherwise", () => {
    expect(discountPercent({ first: 2900, second: 3600 })).toBe(-19);
    expect(discountPercent({ first: 999, second: 2499 })).toBe(-60);
    expect(discountPercent({ first: 100, second: 100 })).toBe(0);
    expect(currencyOf("ru")).toBe("rub");
    expect(currencyOf("en")).toBe("usd");
    expect(lookupKey("lite_1_month_2_teams", "rub")).toBe("accordo_lite_1_month_2_teams_rub");
  });

  it("sells company plans to companies and the unlimited weekly/monthly plans to consumers; never none or the demo plans", () => {
    const company = sellablePlans("company").map((p) => p.code);
    expect(company).not.toContain("none");
    expect(company.some((c) => c.startsWith("demo_"))).toBe(false);
    expect(company).toContain("full_120_month_4_teams");
    expect(sellablePlans("consumer").map((p) => p.code).sort()).toEqual(["discount_1_month", "discount_7_day", "full_1_month", "full_7_day"]);
  });

  it("every tier sells the pair forecast; comparison and the director monitor only from simulator pro up (and the monitor tier, not sold yet)", () => {
    for (const tier of TIERS) expect(TIER_FEATURES[tier]).toContain("pairForecast");
    expect(TIERS.filter((t) => TIER_FEATURES[t].includes("comparison")).sort()).toEqual(["bonus", "simulatorPro", "unlimited"]);
    expect(TIERS.filter((t) => TIER_FEATURES[t].includes("simulator")).sort()).toEqual(["bonus", "simulator", "simulatorPro", "unlimited"]);
    expect(TIERS.filter((t) => TIER_FEATURES[t].includes("monitor")).sort()).toEqual(["bonus", "monitor", "simulatorPro", "unlimited"]);
    expect(FEATURES.length).toBe(5);
  });
});

describe("the plan in force and the interface state", () => {
  it("active before the end date; none once it passes, past due, incomplete or cancelled", () => {
    expect(effectivePlan(state({}), NOW).code).toBe("lite_1_month_2_teams");
    expect(effectivePlan(state({ endsAt: NOW }), NOW).code).toBe("none");
    expect(effectivePlan(state({ status: "past_due" }), NOW).code).toBe("none");
    expect(effectivePlan(state({ status: "incomplete" }), NOW).code).toBe("none");
    expect(effectivePlan(state({ status: "canceled" }), NOW).code).toBe("none");
    expect(effectivePlan(state({ code: "no_such_plan" }), NOW).code).toBe("none");
    expect(effectivePlan(state({ status: "trialing", endsAt: null }), NOW).code).toBe("lite_1_month_2_teams");
  });

  it("maps to active, not active, payment failed, renewal cancelled and changed", () => {
    expect(subscriptionStateOf(state({}), NOW)).toBe("active");
    expect(subscriptionStateOf(state({ code: "none", status: null }), NOW)).toBe("not_active");
    expect(subscriptionStateOf(state({ status: "past_due" }), NOW)).toBe("payment_failed");
    expect(subscriptionStateOf(state({ cancelAtPeriodEnd: true }), NOW)).toBe("renewal_cancelled");
    expect(subscriptionStateOf(state({ previousCode: "lite_1_month_1_teams" }), NOW)).toBe("changed");
    expect(subscriptionStateOf(state({ endsAt: new Date("2026-01-01T00:00:00Z") }), NOW)).toBe("not_active");
  });

  it("counts teams against the plan: none has room for no team, unlimited for any", () => {
    expect(teamLimitReached(planOf("none")!, 0)).toBe(true);
    expect(teamLimitReached(planOf("lite_1_month_2_teams")!, 1)).toBe(false);
    expect(teamLimitReached(planOf("lite_1_month_2_teams")!, 2)).toBe(true);
    expect(teamLimitReached(planOf("unlimited")!, 10_000)).toBe(false);
  });
});
