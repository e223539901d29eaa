// The passport family alone: a production browser bundle gets its light twin (next.config.ts).
import { passportEndpoints as p } from "@/lib/contracts/endpoint-table/passport";

export type SignInDomain = "owner" | "estimator" | "administrator" | "flame";

/** The endpoint rows of the sign-in calls per domain (spec part 1 section 7). */
export const PASSPORT = {
  login: { owner: p.postPassportOwnerLogin, estimator: p.postPassportEstimatorLogin, administrator: p.postAdministratorLogin },
  logout: { owner: p.postPassportOwnerLogout, estimator: p.postPassportEstimatorLogout, administrator: p.postAdministratorLogout, flame: p.postPassportFlameLogout },
  loginLink: { owner: p.postPassportOwnerMailLoginLink, estimator: p.postPassportEstimatorMailLoginLink, flame: p.postPassportFlameMailLoginLink },
  magic: { owner: p.postPassportOwnerLoginMagicByToken, estimator: p.postPassportEstimatorLoginMagicByToken, flame: p.postPassportFlameLoginMagicByToken },
  forgot: { owner: p.postPassportOwnerMailForgotPassword, estimator: p.postPassportEstimatorMailForgotPassword },
  reset: { owner: p.postPassportOwnerPasswordReset, estimator: p.postPassportEstimatorPasswordReset },
  verify: p.postPassportOwnerVerifyByToken,
  verificationLink: p.postPassportOwnerMailVerificationLink,
  signup: p.postPassportOwnerSignup,
  loveSignup: p.postPassportOwnerLoveSignup,
  locale: p.postPassportLocale,
  /** The enterprise page's contact form. */
  joinRequest: p.postPassportOwnerJoinRequest,
} as const;

/** Which e-mailed link a form requests; plain data, so server pages can pass it to the client form. */
export type LinkRequest = { kind: "loginLink"; domain: keyof typeof PASSPORT.loginLink } | { kind: "forgot"; domain: keyof typeof PASSPORT.forgot };

export function linkRequestEndpoint(request: LinkRequest) {
  return request.kind === "loginLink" ? PASSPORT.loginLink[request.domain] : PASSPORT.forgot[request.domain];
}
