import "server-only";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getPageSession } from "@/lib/server/auth/page-session";
import { isLoveHost } from "@/lib/server/branding";
import { AUTH_AREAS, type AuthAreaKey } from "@/components/auth/areas";

// What the sign-in pages of every area share. Each page body is its own module (login-page.tsx,
// magic-link-page.tsx, ...) so that a page bundles only the client form it shows.

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function shellText(key: AuthAreaKey) {
  const area = AUTH_AREAS[key];
  const t = await getTranslations("auth.domains");
  const brand = await getTranslations("brand");
  const love = area.tone === "love" || (await isLoveHost());
  return { brand: love ? brand("love") : brand("platform"), area: t(area.label), tone: love ? ("love" as const) : ("brand" as const) };
}

export async function redirectIfSignedIn(key: AuthAreaKey) {
  const area = AUTH_AREAS[key];
  if (await getPageSession(area.domain)) redirect(area.home);
}
