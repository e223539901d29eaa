import "server-only";
import type { SessionDomain } from "@/db/schema";
import type { SignInResponse } from "@/lib/contracts/passport";
import { preferenceCookieName, type Area } from "@/i18n/config";
import { serializeClearedSessionCookie, serializePreferenceCookie, serializeSessionCookie, sessionCookieName } from "@/lib/server/auth/cookies";
import { revokeSessionByToken, type IssuedSession } from "@/lib/server/auth/sessions";
import { homeOf, linkAreaOf } from "@/lib/server/services/passport/links";
import { safeLocalPath } from "@/lib/server/auth/safe-redirect";
import type { RequestMeta } from "@/lib/server/services/request-meta";
import { linkBaseFor } from "./link-base";
import { parseCookies } from "./request-info";
import type { AuthSpec, RouteContext } from "./route";

const AREA: Record<SessionDomain, Area> = { owner: "owner", estimator: "estimator", administrator: "administrator", flame: "flame" };

type AnyCtx = RouteContext<unknown, unknown, unknown, AuthSpec>;

export function requestMeta(ctx: AnyCtx): RequestMeta {
  return { now: ctx.now, effects: ctx.effects, ip: ctx.ip, userAgent: ctx.userAgent, upstreamId: ctx.upstreamId, linkBase: linkBaseFor(ctx.req.headers) };
}

/**
 * Finishes a sign-in: the session that this browser held in the domain before is
 * ended (no fixation, checklist 9); the new token goes into an httpOnly cookie, or
 * into the body when the client asked for a bearer token.
 */
export async function completeSignIn(ctx: AnyCtx, issued: IssuedSession, next?: string | null): Promise<SignInResponse> {
  const domain = issued.session.domain;
  const previous = parseCookies(ctx.req.headers.get("cookie")).get(sessionCookieName(domain));
  if (previous && previous !== issued.token) await revokeSessionByToken(ctx.db, previous);
  // Without a named place a sign-in lands in the account's own product (love-mobile for a love owner).
  const target = safeLocalPath(next, homeOf(await linkAreaOf(ctx.db, domain, issued.session.subjectId)));
  const locale = issued.session.account.locale;
  if (locale) ctx.setCookies.push(serializePreferenceCookie(preferenceCookieName(AREA[domain]), locale));
  if (ctx.wantsBearer) return { domain, next: target, accessToken: issued.token };
  ctx.setCookies.push(serializeSessionCookie(domain, issued.token, issued.maxAgeSeconds));
  return { domain, next: target };
}

export function clearSessionCookie(ctx: AnyCtx, domain: SessionDomain): void {
  ctx.setCookies.push(serializeClearedSessionCookie(domain));
}
