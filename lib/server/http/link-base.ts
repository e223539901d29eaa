import "server-only";
import { appUrl, env } from "@/lib/env";
import { stripPort } from "@/i18n/hosts";
import { requestHost } from "./request-info";

/**
 * The base URL for links in e-mails. The request's own host is used only when it is a
 * host of this installation (APP_URL, ALLOWED_ORIGINS, or a loopback *.localhost name),
 * so a forged Host header can never send someone a link to another site.
 */
export function linkBaseFor(headers: Headers): string {
  const base = appUrl();
  const host = requestHost(headers).toLowerCase();
  const baseUrl = new URL(base);
  if (host === baseUrl.host) return base;
  const allowed = env()
    .ALLOWED_ORIGINS.split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  for (const origin of allowed) {
    try {
      const url = new URL(origin);
      if (url.host.toLowerCase() === host) return url.origin;
    } catch {
      /* ignore malformed entries */
    }
  }
  const name = stripPort(host);
  const port = host.includes(":") ? host.slice(host.lastIndexOf(":") + 1) : "";
  if ((name === "localhost" || name.endsWith(".localhost")) && port === baseUrl.port && /^[a-z0-9.-]+$/.test(name)) {
    return `${baseUrl.protocol}//${host}`;
  }
  return base;
}
