import { describe, expect, it } from "vitest";
import { formatDiscount, formatMoney } from "./money";

// Intl separates the amount and the sign with a no-break space; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("money as the reader writes it", () => {
  it("roubles in Russian: the sign after, a decimal comma, thousands spaced", () => {
    expect(plain(formatMoney(39000, "rub", "ru"))).toBe("390,00 ₽");
    expect(plain(formatMoney(129000, "rub", "ru"))).toBe("1 290,00 ₽");
  });

  it("dollars in English: the sign first, a decimal point", () => {
    expect(formatMoney(499, "usd", "en")).toBe("$4.99");
    expect(formatMoney(149900, "usd", "en")).toBe("$1,499.00");
  });

  it("minor units are never rounded away", () => {
    expect(formatMoney(1, "usd", "en")).toBe("$0.01");
    expect(plain(formatMoney(15050, "rub", "ru"))).toBe("150,50 ₽");
  });

  it("a discount is shown with its minus sign, a zero without one", () => {
    expect(formatDiscount(-20, "en")).toBe("-20%");
    expect(plain(formatDiscount(-40, "ru"))).toBe("-40 %");
    expect(formatDiscount(0, "en")).toBe("0%");
  });
});
