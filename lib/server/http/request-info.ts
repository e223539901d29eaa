import "server-only";
import type { IncomingMessage } from "node:http";
import { env } from "@/lib/env";
import { areaOfPath, isLocale, preferenceCookieName, type Area, type Locale } from "@/i18n/config";
import { chooseLocale } from "@/i18n/hosts";

/** Set by server.ts from the socket (or a trusted proxy); any client-sent copy is removed there. */
export const CLIENT_IP_HEADER = "x-accordo-client-ip";
/** Set by server.ts: "1" when the request came straight from this machine, through no proxy at all. */
export const DIRECT_LOCAL_HEADER = "x-accordo-direct-local";
/** Set by server.ts for every request, so the route wrapper and the log share one id. */
export const REQUEST_ID_HEADER = "x-accordo-request-id";

/** A Node request's headers as web Headers (repeated headers joined as HTTP allows). */
export function webHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return headers;
}

export function clientIp(headers: Headers): string {
  return headers.get(CLIENT_IP_HEADER) ?? "unknown";
}

export function requestHost(headers: Headers): string {
  const forwarded = env().TRUST_PROXY > 0 ? headers.get("x-forwarded-host") : null;
  return (forwarded?.split(",")[0] ?? headers.get("host") ?? "localhost").trim();
}

export function parseCookies(header: string | null): Map<string, string> {
  const out = new Map<string, string>();
  if (!header) return out;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (!name || out.has(name)) continue;
    try {
      out.set(name, decodeURIComponent(value));
    } catch {
      out.set(name, value);
    }
  }
  return out;
}

/**
 * Locale of an API request: an explicit "ln" wins, then the host rule of the area
 * the caller's page belongs to (taken from the Referer path when present).
 */
export function requestLocale(headers: Headers, explicit?: unknown, fallbackArea: Area = "public"): Locale {
  if (isLocale(explicit)) return explicit;
  let area = fallbackArea;
  const referer = headers.get("referer");
  if (referer) {
    try {
      area = areaOfPath(new URL(referer).pathname);
    } catch {
      /* keep the fallback area */
    }
  }
  const e = env();
  const cookies = parseCookies(headers.get("cookie"));
  return chooseLocale({
    host: requestHost(headers),
    area,
    preference: cookies.get(preferenceCookieName(area)),
    ruHosts: e.RU_HOSTS,
    enHosts: e.EN_HOSTS,
  });
}

/** The origins allowed to send cookie-authenticated mutations: this host, APP_URL and ALLOWED_ORIGINS. */
export function isAllowedOrigin(origin: string, headers: Headers): boolean {
  let originHost: string;
  try {
    const url = new URL(origin);
    if (url.protocol !== "http:" && url.protocol !== "https:") return false;
    originHost = url.host.toLowerCase();
  } catch {
    return false;
  }
  if (originHost === requestHost(headers).toLowerCase()) return true;
  const e = env();
  const extra = [e.APP_URL ?? "", ...e.ALLOWED_ORIGINS.split(",")].map((s) => s.trim()).filter(Boolean);
  return extra.some((allowed) => {
    try {
      return new URL(allowed).host.toLowerCase() === originHost;
    } catch {
      return false;
    }
  });
}
