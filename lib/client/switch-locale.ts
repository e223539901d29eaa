import { callEndpoint } from "./call-endpoint";
import { PASSPORT } from "./passport-endpoints";

export type LocaleArea = "public" | "owner" | "estimator" | "administrator" | "flame";

/**
 * Stores the chosen language of an area (per user when signed in). The language switch,
 * on every page, imports this only when the language is changed: the endpoint table and
 * the API client stay out of pages that call nothing else.
 */
export async function switchLocale(area: LocaleArea, locale: "ru" | "en"): Promise<void> {
  await callEndpoint(PASSPORT.locale, { body: { area, locale } });
}
