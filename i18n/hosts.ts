import type { Area, Locale } from "./config";
import { AREA_DEFAULT_LOCALE, isLocale } from "./config";

/** "ru.example.com:3000" -> "ru.example.com" */
export function stripPort(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith("[")) return h.slice(0, h.indexOf("]") + 1);
  return h.split(":")[0] ?? h;
}

/** Patterns: "*.ru" (suffix), "ru.*" (prefix), or an exact host name. Ports are ignored. */
export function hostMatches(host: string, patterns: string): boolean {
  const name = stripPort(host);
  return patterns
    .split(",")
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean)
    .some((p) => {
      if (p.startsWith("*.")) return name.endsWith(p.slice(1));
      if (p.endsWith(".*")) return name.startsWith(p.slice(0, -1));
      return name === p;
    });
}

export interface LocaleInputs {
  host: string;
  area: Area;
  /** The stored preference of this area (cookie mirror of the per-user setting). */
  preference?: string | null;
  ruHosts: string;
  enHosts: string;
}

/** The language a host stands for, if it stands for one. */
export function hostLocale(host: string, ruHosts: string, enHosts: string): Locale | null {
  if (hostMatches(host, ruHosts)) return "ru";
  if (hostMatches(host, enHosts)) return "en";
  return null;
}

/**
 * The locale rule of spec part 1 section 6 and part 2 section 1: a Russian host gives
 * Russian and an English host English; otherwise the stored preference; otherwise the
 * area's default (owner, public and flame: English; estimator and administrator: Russian).
 */
export function chooseLocale({ host, area, preference, ruHosts, enHosts }: LocaleInputs): Locale {
  const fromHost = hostLocale(host, ruHosts, enHosts);
  if (fromHost) return fromHost;
  if (isLocale(preference)) return preference;
  return AREA_DEFAULT_LOCALE[area];
}
