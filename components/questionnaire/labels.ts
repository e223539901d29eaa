import type { Locale, LocalizedText, Option, Question } from "@/lib/questionnaire";
import { dropdownPath } from "@/lib/questionnaire/answers";
import { parseBirthDate } from "@/lib/questionnaire/birth-date";
import { textIn } from "@/lib/questionnaire/one-language";

// Picking the interface language's text out of the definition's { ru, en } labels.
// Russian is the default language and English the fallback (spec section 1).

/** The questionnaire locale of a next-intl locale ("ru", "ru-RU" -> ru; anything else -> en). */
export function questionnaireLocale(locale: string): Locale {
  return locale.toLowerCase().startsWith("ru") ? "ru" : "en";
}

/** The text in `locale`, or the other language when that one is blank. */
export function pickText(text: LocalizedText | undefined, locale: Locale): string {
  return text ? textIn(text, locale) : "";
}

/** A number as the locale writes it, without grouping so years read "2024". */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 2 }).format(value);
}

/** A formula's `formulaRender` with `{value}` replaced; the bare number when there is no template. */
export function renderFormula(question: Question, value: number, locale: Locale): string {
  const template = pickText(question.answer?.formulaRender, locale);
  const number = formatNumber(value, locale);
  return template ? template.split("{value}").join(number) : number;
}

/** The label of the option with this value, or undefined when there is none. */
export function optionLabel(scope: readonly Option[], value: string, locale: Locale): string | undefined {
  const option = scope.find((o) => o.value === value);
  return option ? pickText(option.label, locale) : undefined;
}

/** The options along a dropdown path that follow the tree, root first. */
export function dropdownChain(scope: readonly Option[], answer: unknown): Option[] {
  const path = dropdownPath(answer);
  const chain: Option[] = [];
  let level: readonly Option[] = scope;
  for (const value of path ?? []) {
    const option = level.find((o) => o.value === value);
    if (!option) break;
    chain.push(option);
    level = option.children ?? [];
  }
  return chain;
}

/** A birth date ("1990-05-17" or normalised) written out in the locale: "17 May 1990"; undefined when not a date. */
export function formatBirthDate(value: string, locale: Locale): string | undefined {
  const date = parseBirthDate(value);
  if (!date) return undefined;
  const instant = new Date(Date.UTC(date.year, date.month - 1, date.day));
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(instant);
}
