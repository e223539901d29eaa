import "server-only";
import type { SessionDomain } from "@/db/schema";

/** The page each single-use link opens; the page posts the token to the passport API. */
const LINK_PAGES = {
  magic_login: { owner: "/owner/magic-link", estimator: "/estimator/magic-link", flame: "/main/magic-link", administrator: null },
  password_reset: { owner: "/owner/password-reset", estimator: "/estimator/password-reset", flame: null, administrator: null },
  email_verification: { owner: "/owner/verify", estimator: null, flame: null, administrator: null },
} as const;

export function linkUrl(base: string, kind: keyof typeof LINK_PAGES, domain: SessionDomain, token: string, next?: string): string {
  const page = LINK_PAGES[kind][domain];
  if (!page) throw new Error(`No ${kind} page for ${domain}`);
  const url = new URL(page, base);
  url.searchParams.set("token", token);
  if (next) url.searchParams.set("next", next);
  return url.toString();
}
