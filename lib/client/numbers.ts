// Numbers as the reader writes them. Every number the UI prints outside a message goes
// through these (or next-intl's `format.number`), never through toFixed, String() or a "%"
// glued to a rounded value: Russian uses a decimal comma, a space before "%" and groups
// thousands with a narrow space.

const intlLocale = (locale: string) => (locale === "ru" ? "ru-RU" : "en-US");

/** A quantity with at most `digits` decimals: 92.8 -> "92,8" (ru), "92.8" (en); 1234 -> "1 234" / "1,234". */
export function formatNumber(value: number, locale: string, digits = 1): string {
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: digits }).format(value);
}

/** A percentage given in points (0..100): 92.8 -> "93 %" (ru), "93%" (en) with the default 0 decimals. */
export function formatPercentPoints(points: number, locale: string, digits = 0): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: "percent", maximumFractionDigits: digits }).format(points / 100);
}

/** A change with its sign: +3, -2 (ru "+3", "-2"), and 0 without one; rounded to `digits`. */
export function formatChange(value: number, locale: string, digits = 0): string {
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: digits, signDisplay: "exceptZero" }).format(value);
}
