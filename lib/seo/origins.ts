import type { Locale } from "@/i18n/config";
import { hostLocale, stripPort } from "@/i18n/hosts";

/** The public origin (scheme, host and port) that serves each language, when one is known. */
export type LocaleOrigins = Record<Locale, string | null>;

export interface OriginInputs {
  /** The installation's configured public origins: APP_URL first, then ALLOWED_ORIGINS. */
  configured: readonly string[];
  /** The origin of the request being answered, already checked to be one of this installation's. */
  requestOrigin: string;
  ruHosts: string;
  enHosts: string;
}

function originOf(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/**
 * Which origin serves Russian and which English: the first configured origin (then the
 * request's own) whose host the locale's host patterns (RU_HOSTS, EN_HOSTS) match. A
 * development name such as ru.localhost:3000 stands for its en.localhost twin on the same
 * port; public names are never invented, they must be configured.
 */
export function localeOrigins({ configured, requestOrigin, ruHosts, enHosts }: OriginInputs): LocaleOrigins {
  const origins: LocaleOrigins = { ru: null, en: null };
  const candidates = [...configured, requestOrigin].map(originOf).filter((url): url is URL => url !== null);
  for (const url of candidates) {
    const locale = hostLocale(url.host, ruHosts, enHosts);
    if (locale && !origins[locale]) origins[locale] = url.origin;
  }
  for (const [locale, twin] of [["ru", "en"], ["en", "ru"]] as const) {
    const known = origins[twin] ? originOf(origins[twin]) : null;
    if (origins[locale] || !known) continue;
    const name = stripPort(known.host);
    if (!name.endsWith(".localhost") || !name.startsWith(`${twin}.`)) continue;
    const mirrored = new URL(known.origin);
    mirrored.hostname = `${locale}.${name.slice(twin.length + 1)}`;
    if (hostLocale(mirrored.host, ruHosts, enHosts) === locale) origins[locale] = mirrored.origin;
  }
  return origins;
}

/** "/faq?x=1#a" -> "/faq"; anything that is not an absolute path -> "/". */
export function canonicalPath(path: string | null | undefined): string {
  if (!path || !path.startsWith("/") || path.startsWith("//")) return "/";
  const bare = path.split(/[?#]/)[0] ?? "/";
  return bare.length > 1 ? bare.replace(/\/+$/, "") || "/" : "/";
}

export interface PageAlternates {
  canonical: string;
  /** hreflang -> URL, with x-default (English: every host that is not Russian speaks English). */
  languages: Record<string, string>;
}

/** The canonical URL of a page in the reader's language and its twins on the other language's host. */
export function pageAlternates(path: string, locale: Locale, origins: LocaleOrigins, requestOrigin: string): PageAlternates {
  // The home page is the bare origin, as Next writes it in the page's links (no trailing slash).
  const clean = canonicalPath(path) === "/" ? "" : canonicalPath(path);
  const languages: Record<string, string> = {};
  if (origins.ru) languages.ru = origins.ru + clean;
  if (origins.en) languages.en = origins.en + clean;
  const fallback = origins.en ?? origins.ru;
  if (fallback) languages["x-default"] = fallback + clean;
  return { canonical: (origins[locale] ?? requestOrigin) + clean, languages };
}
