import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { owners, type SessionDomain } from "@/db/schema";
import type { MailTemplate } from "@/lib/server/integrations/mail/templates";

/**
 * Where a mail of an account leads: its domain's pages, except that an owner of the love
 * product (owners.product = "love") is sent to love-mobile, so a consumer's mail, links and
 * landing after sign-in never leave the love product for the company dashboard.
 */
export type LinkArea = SessionDomain | "love";

/** The page each single-use link opens; the page posts the token to the passport API. */
const LINK_PAGES = {
  magic_login: { owner: "/owner/magic-link", love: "/love-mobile/magic-link", estimator: "/estimator/magic-link", flame: "/main/magic-link", administrator: null },
  password_reset: { owner: "/owner/password-reset", love: "/love-mobile/password-reset", estimator: "/estimator/password-reset", flame: null, administrator: null },
  email_verification: { owner: "/owner/verify", love: "/love-mobile/verify", estimator: null, flame: null, administrator: null },
} as const satisfies Record<string, Record<LinkArea, string | null>>;

/** Where a sign-in lands when the request names no other place. */
const HOME: Record<LinkArea, string> = {
  owner: "/owner/dashboard",
  love: "/love-mobile",
  estimator: "/estimator",
  administrator: "/administrator",
  flame: "/main",
};

/** The templates of the owner mails, per product (the love ones carry the love brand). */
const OWNER_TEMPLATES = {
  owner: { magic_login: "owner_magic_link", password_reset: "owner_password_reset", email_verification: "owner_verification", invitation: "profile_invitation" },
  love: { magic_login: "love_magic_link", password_reset: "love_password_reset", email_verification: "love_verification", invitation: "love_profile_invitation" },
} as const satisfies Record<"owner" | "love", Record<keyof typeof LINK_PAGES | "invitation", MailTemplate>>;

export function linkUrl(base: string, kind: keyof typeof LINK_PAGES, area: LinkArea, token: string, next?: string): string {
  const page = LINK_PAGES[kind][area];
  if (!page) throw new Error(`No ${kind} page for ${area}`);
  const url = new URL(page, base);
  url.searchParams.set("token", token);
  if (next) url.searchParams.set("next", next);
  return url.toString();
}

export function homeOf(area: LinkArea): string {
  return HOME[area];
}

export function ownerMailTemplate(area: "owner" | "love", kind: keyof (typeof OWNER_TEMPLATES)["owner"]): MailTemplate {
  return OWNER_TEMPLATES[area][kind];
}

/** The link area of an account: "love" for a love-product owner, else its domain. */
export async function linkAreaOf(db: Db, domain: SessionDomain, accountId: string): Promise<LinkArea> {
  if (domain !== "owner") return domain;
  return (await ownerArea(db, accountId)) ?? "owner";
}

/** "love" or "owner" for an owner account (null when there is no such owner). */
export async function ownerArea(db: Db, ownerId: string): Promise<"owner" | "love" | null> {
  const [row] = await db.select({ product: owners.product }).from(owners).where(eq(owners.id, ownerId)).limit(1);
  if (!row) return null;
  return row.product === "love" ? "love" : "owner";
}
