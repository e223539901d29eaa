// The definition's texts are { ru, en } (types.ts). A page that shows a questionnaire in one
// language sends it with each text in that language only, so its payload carries every label
// once instead of twice (issue 14: the couple questionnaire's definition is most of its page).
import type { Locale, LocalizedText } from "./types";

/** The text in `locale`, or the other language's when that one is blank (Russian first, English the fallback). */
export function textIn(text: LocalizedText, locale: Locale): string {
  if (text[locale]?.trim()) return text[locale];
  return locale === "ru" ? text.en : text.ru;
}

function isLocalizedText(value: object): value is LocalizedText {
  const keys = Object.keys(value);
  return keys.length === 2 && typeof (value as Partial<LocalizedText>).ru === "string" && typeof (value as Partial<LocalizedText>).en === "string";
}

/**
 * The same JSON data with every { ru, en } text holding the text `locale` shows (see
 * `textIn`) and the other language left blank: read in `locale`, it says exactly what the
 * full definition says.
 */
export function inOneLanguage<T>(value: T, locale: Locale): T {
  if (Array.isArray(value)) return value.map((item: unknown) => inOneLanguage(item, locale)) as T;
  if (!value || typeof value !== "object") return value;
  if (isLocalizedText(value)) {
    const text = textIn(value, locale);
    return (locale === "ru" ? { ru: text, en: "" } : { ru: "", en: text }) as T;
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inOneLanguage(item, locale)])) as T;
}
