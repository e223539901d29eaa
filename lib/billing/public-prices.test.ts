import { describe, expect, it } from "vitest";
import { formatMoney } from "@/lib/client/money";
import { currencyOf, planOf, sellablePlans } from "./plans";
import { publicPriceList } from "./public-prices";

// Intl writes a no-break (narrow) space between digit groups and before the rouble sign.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("the public price list", () => {
  it("lists every company plan sold through Stripe, by tier from the smallest, and nothing else", () => {
    const list = publicPriceList("usd");
    expect(list.map((t) => t.tier)).toEqual(["teams", "simulator", "simulatorPro", "unlimited", "bonus"]);
    const cells = list.flatMap((t) => t.rows.flatMap((r) => [r.week, r.month, r.oneTime].filter(Boolean)));
    expect(cells).toHaveLength(sellablePlans("company").length);
    expect(list.find((t) => t.tier === "simulatorPro")!.features).toEqual(["pairForecast", "teamForecast", "simulator", "comparison", "monitor"]);
  });

  it("gives each tier a row per team limit with its weekly and monthly price (dollars)", () => {
    const teams = publicPriceList("usd").find((t) => t.tier === "teams")!;
    expect(teams.rows.map((r) => r.teams)).toEqual([1, 2, 3, 4]);
    expect(teams.rows[0]).toEqual({ teams: 1, week: { price: 900, before: 1100 }, month: { price: 2900, before: 3600 }, oneTime: null });
    expect(teams.rows[3]!.month).toEqual({ price: planOf("lite_1_month_4_teams")!.prices!.usd.first, before: planOf("lite_1_month_4_teams")!.prices!.usd.second });
  });

  it("reads the rouble prices of the same plans for the Russian page", () => {
    const list = publicPriceList(currencyOf("ru"));
    const teams = list.find((t) => t.tier === "teams")!;
    expect(teams.rows[0]!.month).toEqual({ price: 249000, before: 310000 });
    const unlimited = list.find((t) => t.tier === "unlimited")!;
    expect(unlimited.rows).toEqual([{ teams: null, week: null, month: { price: 3990000, before: 4990000 }, oneTime: null }]);
    const bonus = list.find((t) => t.tier === "bonus")!;
    expect(bonus.rows).toEqual([{ teams: 4, week: null, month: null, oneTime: { price: 2490000, before: 7990000, months: 120 } }]);
  });

  it("prints roubles with a decimal comma in Russian and dollars in English", () => {
    const ru = publicPriceList(currencyOf("ru")).find((t) => t.tier === "teams")!.rows[0]!;
    const en = publicPriceList(currencyOf("en")).find((t) => t.tier === "teams")!.rows[0]!;
    expect(plain(formatMoney(ru.month!.price, "rub", "ru"))).toBe("2 490,00 ₽");
    expect(plain(formatMoney(ru.week!.price, "rub", "ru"))).toBe("790,00 ₽");
    expect(formatMoney(en.month!.price, "usd", "en")).toBe("$29.00");
    expect(formatMoney(en.week!.price, "usd", "en")).toBe("$9.00");
  });
});
