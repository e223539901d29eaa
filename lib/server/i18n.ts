import "server-only";
import { createTranslator } from "use-intl/core";
import type { Locale } from "@/i18n/config";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";

const MESSAGES = { en, ru } as const;

/** Translations outside React (error bodies, e-mails), from the same message files as the UI. */
export function translate(locale: Locale, key: string, values?: Record<string, string | number>): string {
  const t = createTranslator({ locale, messages: MESSAGES[locale] as Record<string, unknown> });
  return (t as unknown as (k: string, v?: Record<string, string | number>) => string)(key, values);
}

export function hasMessage(locale: Locale, key: string): boolean {
  let node: unknown = MESSAGES[locale];
  for (const part of key.split(".")) {
    if (!node || typeof node !== "object" || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string";
}
