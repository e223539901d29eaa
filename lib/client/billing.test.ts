import { describe, expect, it } from "vitest";
import { FEATURES, TIER_FEATURES, TIERS } from "@/lib/billing/plans";
import { ReturnPath, type PlanEntryDto } from "@/lib/contracts/billing";
import { comparisonTable, formatMoney, offersOf, paymentProblemOf, paymentReturnOf, planFacts, returnPathOf } from "./billing";

const entry = (code: string, tier: PlanEntryDto["tier"], period: "week" | "month", teams: number | null): PlanEntryDto => ({
  code, tier, period, teams, months: null, title: code, description: "", currency: "usd", price: 1000, discountedPrice: 800, discountPercent: -20, seatsLeft: null,
});

describe("money and the plans dialog's rules", () => {
  it("writes minor units as the reader's locale writes money: dollars with a point, roubles with a comma", () => {
    expect(formatMoney(49900, "usd", "en")).toBe("$499.00");
    expect(formatMoney(3990000, "rub", "ru")).toMatch(/^39\s900,00\s₽$/);
    expect(formatMoney(2490000, "RUB", "ru")).toContain("24\u00a0900,00");
  });

  it("groups the price list into one card per tier of the period, team variants in order", () => {
    const plans = [entry("mid_1_month_2_teams", "simulator", "month", 2), entry("lite_7_day_1_teams", "teams", "week", 1), entry("mid_1_month_1_teams", "simulator", "month", 1), entry("unlimited", "unlimited", "month", null)];
    const monthly = offersOf(plans, "month");
    expect(monthly.map((o) => o.tier)).toEqual(["simulator", "unlimited"]);
    expect(monthly[0]!.variants.map((v) => v.teams)).toEqual([1, 2]);
    expect(offersOf(plans, "week").map((o) => o.tier)).toEqual(["teams"]);
  });

  it("builds the comparison table from TIER_FEATURES, every tier and feature", () => {
    const table = comparisonTable();
    expect(table.tiers).toEqual(TIERS);
    expect(table.features).toEqual(FEATURES);
    for (const tier of TIERS) for (const feature of FEATURES) expect(table.has(tier, feature)).toBe(TIER_FEATURES[tier].includes(feature));
    expect(table.has("basic", "simulator")).toBe(false);
    expect(table.has("simulatorPro", "comparison")).toBe(true);
  });

  it("picks the payment-error text: insufficient funds for an incomplete payment, card declined for a failed one", () => {
    expect(paymentProblemOf("payment_status_incomplete")).toBe("insufficient");
    expect(paymentProblemOf("payment_error")).toBe("declined");
    expect(paymentProblemOf("payment:not_configured")).toBeNull();
    expect(paymentProblemOf("subscription:team_limit")).toBeNull();
  });

  it("sends Stripe back only to a path the contract accepts", () => {
    for (const path of ["/owner/teams", "/owner/subscription", "//evil.example", "/owner/a b", "", "/ru/owner?x=1"]) {
      expect(returnPathOf(path) === path).toBe(ReturnPath.safeParse(path).success);
    }
    expect(returnPathOf("//evil.example")).toBe("/owner/subscription");
  });

  it("reads Stripe's return and the plan's facts", () => {
    expect(paymentReturnOf("?payment=success")).toBe("success");
    expect(paymentReturnOf("?payment=cancelled&x=1")).toBe("cancelled");
    expect(paymentReturnOf("?payment=other")).toBeNull();
    expect(planFacts("full_120_month_4_teams")).toEqual({ tier: "bonus", teams: 4, demo: false });
    expect(planFacts("demo_3_day_teams").demo).toBe(true);
    expect(planFacts("gone").tier).toBe("basic");
  });
});
