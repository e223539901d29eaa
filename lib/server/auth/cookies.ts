import "server-only";
import type { SessionDomain } from "@/db/schema";
import { env, isProduction } from "@/lib/env";

/** Secure cookies when configured, or in production served over https (checklist 10). */
export function secureCookies(): boolean {
  const e = env();
  if (e.SECURE_COOKIES === "on") return true;
  if (e.SECURE_COOKIES === "off") return false;
  return isProduction() && (e.APP_URL ?? "").startsWith("https://");
}

/** One cookie per domain, so one browser can be signed in as owner and administrator at once. */
export function sessionCookieName(domain: SessionDomain): string {
  return `${secureCookies() ? "__Host-" : ""}sid_${domain}`;
}

export function serializeSessionCookie(domain: SessionDomain, token: string, maxAgeSeconds: number): string {
  const parts = [
    `${sessionCookieName(domain)}=${token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
  ];
  if (secureCookies()) parts.push("Secure");
  return parts.join("; ");
}

export function serializeClearedSessionCookie(domain: SessionDomain): string {
  return serializeSessionCookie(domain, "", 0);
}

/** The locale preference mirror read by proxy.ts (not secret, so readable by scripts too). */
export function serializePreferenceCookie(name: string, value: string): string {
  const parts = [`${name}=${value}`, "Path=/", "SameSite=Lax", `Max-Age=${60 * 60 * 24 * 365}`];
  if (secureCookies()) parts.push("Secure");
  return parts.join("; ");
}
