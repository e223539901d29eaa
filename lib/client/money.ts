import type { Currency } from "@/lib/billing/plans";

/**
 * An amount in minor units (cents, kopecks) as the reader writes money: "390,00 ₽" in
 * Russian (rouble sign after, decimal comma), "$4.99" in English. Amounts stay integers
 * everywhere else; only here do they become text.
 */
export function formatMoney(minor: number, currency: Currency, locale: string): string {
  return new Intl.NumberFormat(locale === "ru" ? "ru-RU" : "en-US", { style: "currency", currency: currency.toUpperCase(), currencyDisplay: "narrowSymbol" }).format(minor / 100);
}

/** A plan's discountPercent (negative for a discount, spec part 2 section 9) as "−20%". */
export function formatDiscount(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale === "ru" ? "ru-RU" : "en-US", { style: "percent", signDisplay: "exceptZero" }).format(percent / 100);
}
