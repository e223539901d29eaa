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
  return catalogHasMessage(MESSAGES[locale], key);
}

/**
 * Whether a catalog holds a message (not a namespace) at a dotted key. A message is a string,
 * or, in code Next bundles, the array its build compiled the string to (next.config.ts).
 */
export function catalogHasMessage(catalog: unknown, key: string): boolean {
  let node: unknown = catalog;
  for (const part of key.split(".")) {
    if (!node || typeof node !== "object" || Array.isArray(node) || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" || Array.isArray(node);
}
