import "server-only";
import { ForgotPasswordRequest, LoginLinkRequest, PasswordLogin, ResetPassword, TokenParam } from "@/lib/contracts/passport";
import type { SessionDomain } from "@/db/schema";
import type { Area } from "@/i18n/config";
import { requestPasswordReset, resetPassword } from "@/lib/server/services/passport/password-reset";
import { requestLoginLink } from "@/lib/server/services/passport/request-login-link";
import { signInWithLink } from "@/lib/server/services/passport/sign-in-with-link";
import { signInWithPassword } from "@/lib/server/services/passport/sign-in-with-password";
import { signOut } from "@/lib/server/services/passport/sign-out";
import { route } from "./route";
import { clearSessionCookie, completeSignIn, requestMeta } from "./sign-in-response";

// The sign-in endpoints are the same use cases for several domains; each route file
// picks its domain with one of these.

const AREA: Record<SessionDomain, Area> = { owner: "owner", estimator: "estimator", administrator: "administrator", flame: "flame" };

export const passwordLoginRoute = (domain: "owner" | "estimator" | "administrator") =>
  route({ auth: "public", action: "session.signIn", body: PasswordLogin, area: AREA[domain] }, async (ctx) => {
    const issued = await signInWithPassword(ctx.db, { domain, email: ctx.body.username, password: ctx.body.password }, requestMeta(ctx));
    return completeSignIn(ctx, issued, ctx.body.next);
  });

export const magicLinkLoginRoute = (domain: "owner" | "estimator" | "flame") =>
  route({ auth: "public", action: "session.signIn", params: TokenParam, area: AREA[domain] }, async (ctx) => {
    const { issued, next } = await signInWithLink(ctx.db, domain, ctx.params.token, requestMeta(ctx));
    return completeSignIn(ctx, issued, next);
  });

export const loginLinkRequestRoute = (domain: "owner" | "estimator" | "flame") =>
  route({ auth: "public", action: "session.requestLink", body: LoginLinkRequest, area: AREA[domain] }, async (ctx) => {
    await requestLoginLink(ctx.db, { domain, email: ctx.body.username, locale: ctx.locale, next: ctx.body.next }, requestMeta(ctx));
    return { ok: true };
  });

export const logoutRoute = (domain: SessionDomain) =>
  route({ auth: { domain, optional: true }, action: "session.signOut", area: AREA[domain] }, async (ctx) => {
    await signOut(ctx.db, domain, ctx.sessionToken, ctx.session, requestMeta(ctx));
    clearSessionCookie(ctx, domain);
    return { ok: true };
  });

export const forgotPasswordRoute = (domain: "owner" | "estimator") =>
  route({ auth: "public", action: "password.requestReset", body: ForgotPasswordRequest, area: AREA[domain] }, async (ctx) => {
    await requestPasswordReset(ctx.db, domain, ctx.body.username, ctx.locale, requestMeta(ctx));
    return { ok: true };
  });

export const resetPasswordRoute = (domain: "owner" | "estimator") =>
  route({ auth: "public", action: "password.reset", body: ResetPassword, area: AREA[domain] }, async (ctx) => {
    const issued = await resetPassword(ctx.db, domain, ctx.body.token, ctx.body.password, requestMeta(ctx));
    return completeSignIn(ctx, issued);
  });
