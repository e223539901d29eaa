import "server-only";
import type { SessionDomain } from "@/db/schema";
import { preferenceCookieName } from "@/i18n/config";
import { storeLocale } from "@/lib/server/auth/accounts";
import { serializePreferenceCookie, sessionCookieName } from "@/lib/server/auth/cookies";
import { resolveSession } from "@/lib/server/auth/sessions";
import { parseCookies } from "@/lib/server/http/request-info";
import type { RouteContext } from "@/lib/server/http/route";

type Ctx = RouteContext<unknown, { area: "public" | "owner" | "estimator" | "administrator" | "flame"; locale: "ru" | "en" }, unknown, "public">;

const DOMAIN_OF_AREA: Partial<Record<Ctx["body"]["area"], SessionDomain>> = {
  owner: "owner",
  estimator: "estimator",
  administrator: "administrator",
  flame: "flame",
};

export async function setLocalePreference(ctx: Ctx): Promise<{ ok: true; stored: boolean }> {
  const { area, locale } = ctx.body;
  ctx.setCookies.push(serializePreferenceCookie(preferenceCookieName(area), locale));
  const domain = DOMAIN_OF_AREA[area];
  if (!domain) return { ok: true, stored: false };
  const token = parseCookies(ctx.req.headers.get("cookie")).get(sessionCookieName(domain));
  if (!token) return { ok: true, stored: false };
  const resolved = await resolveSession(ctx.db, token, domain, ctx.now);
  if (!resolved.ok) return { ok: true, stored: false };
  await storeLocale(ctx.db, domain, resolved.session.subjectId, locale, ctx.now);
  return { ok: true, stored: true };
}
