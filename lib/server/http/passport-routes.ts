import "server-only";
import type { endpoints } from "@/lib/contracts/endpoints";
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

// Each factory takes its route's row of the endpoint table; the rows of one factory share their schemas.
type Row<K extends keyof typeof endpoints> = (typeof endpoints)[K];

export const passwordLoginRoute = (domain: "owner" | "estimator" | "administrator", endpoint: Row<"postPassportOwnerLogin" | "postPassportEstimatorLogin" | "postAdministratorLogin">) =>
  route({ ...endpoint, action: "session.signIn", area: AREA[domain] }, async (ctx) => {
    const issued = await signInWithPassword(ctx.db, { domain, email: ctx.body.username, password: ctx.body.password }, requestMeta(ctx));
    return completeSignIn(ctx, issued, ctx.body.next);
  });

export const magicLinkLoginRoute = (domain: "owner" | "estimator" | "flame", endpoint: Row<"postPassportOwnerLoginMagicByToken" | "postPassportEstimatorLoginMagicByToken" | "postPassportFlameLoginMagicByToken">) =>
  route({ ...endpoint, action: "session.signIn", area: AREA[domain] }, async (ctx) => {
    const { issued, next } = await signInWithLink(ctx.db, domain, ctx.params.token, requestMeta(ctx));
    return completeSignIn(ctx, issued, next);
  });

export const loginLinkRequestRoute = (domain: "owner" | "estimator" | "flame", endpoint: Row<"postPassportOwnerMailLoginLink" | "postPassportEstimatorMailLoginLink" | "postPassportFlameMailLoginLink">) =>
  route({ ...endpoint, action: "session.requestLink", area: AREA[domain] }, async (ctx) => {
    await requestLoginLink(ctx.db, { domain, email: ctx.body.username, locale: ctx.locale, next: ctx.body.next }, requestMeta(ctx));
    return { ok: true };
  });

export const logoutRoute = (domain: SessionDomain, endpoint: Row<"postPassportOwnerLogout" | "postPassportEstimatorLogout" | "postPassportFlameLogout" | "postAdministratorLogout">) =>
  route({ ...endpoint, action: "session.signOut", auth: { domain, optional: true }, area: AREA[domain] }, async (ctx) => {
    await signOut(ctx.db, domain, ctx.sessionToken, ctx.session, requestMeta(ctx));
    clearSessionCookie(ctx, domain);
    return { ok: true };
  });

export const forgotPasswordRoute = (domain: "owner" | "estimator", endpoint: Row<"postPassportOwnerMailForgotPassword" | "postPassportEstimatorMailForgotPassword">) =>
  route({ ...endpoint, action: "password.requestReset", area: AREA[domain] }, async (ctx) => {
    await requestPasswordReset(ctx.db, domain, ctx.body.username, ctx.locale, requestMeta(ctx));
    return { ok: true };
  });

export const resetPasswordRoute = (domain: "owner" | "estimator", endpoint: Row<"postPassportOwnerPasswordReset" | "postPassportEstimatorPasswordReset">) =>
  route({ ...endpoint, action: "password.reset", area: AREA[domain] }, async (ctx) => {
    const issued = await resetPassword(ctx.db, domain, ctx.body.token, ctx.body.password, requestMeta(ctx));
    return completeSignIn(ctx, issued);
  });
