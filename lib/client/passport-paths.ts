export type SignInDomain = "owner" | "estimator" | "administrator" | "flame";

/** API paths of the sign-in calls per domain (spec part 1 section 7). */
export const PASSPORT = {
  login: (d: Exclude<SignInDomain, "flame">) => (d === "administrator" ? "/administrator/login" : `/passport/${d}/login`),
  logout: (d: SignInDomain) => (d === "administrator" ? "/administrator/logout" : `/passport/${d}/logout`),
  loginLink: (d: Exclude<SignInDomain, "administrator">) => `/passport/${d}/mail/login-link`,
  magic: (d: Exclude<SignInDomain, "administrator">, token: string) => `/passport/${d}/login/magic/${encodeURIComponent(token)}`,
  forgot: (d: "owner" | "estimator") => `/passport/${d}/mail/forgot-password`,
  reset: (d: "owner" | "estimator") => `/passport/${d}/password/reset`,
  verify: (token: string) => `/passport/owner/verify/${encodeURIComponent(token)}`,
  verificationLink: "/passport/owner/mail/verification-link",
  signup: "/passport/owner/signup",
  loveSignup: "/passport/owner/love/signup",
  locale: "/passport/locale",
} as const;
