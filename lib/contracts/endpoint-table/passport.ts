import { defineEndpoints, Ok } from "../endpoint";
import { AuthHandoff, ContactRequest, ForgotPasswordRequest, JoinRequest, LoginLinkRequest, LoveSignup, OwnerSignup, PasswordLogin, Preauthenticate, ProductParam, ProductSignup, ResetPassword, SignInResponse, TokenParam, VerificationLinkRequest } from "../passport";
import { FlameSelfDto, LocaleStored, SetLocale } from "../staff";

export const passportEndpoints = defineEndpoints({
  postAdministratorLogin: { method: "POST", path: "/api/v1/administrator/login", auth: "public", body: PasswordLogin, response: SignInResponse },
  postAdministratorLogout: { method: "POST", path: "/api/v1/administrator/logout", auth: { domain: "administrator", optional: true }, response: Ok },
  postPassportEstimatorLoginMagicByToken: { method: "POST", path: "/api/v1/passport/estimator/login/magic/{token}", auth: "public", params: TokenParam, response: SignInResponse },
  postPassportEstimatorLogin: { method: "POST", path: "/api/v1/passport/estimator/login", auth: "public", body: PasswordLogin, response: SignInResponse },
  postPassportEstimatorLogout: { method: "POST", path: "/api/v1/passport/estimator/logout", auth: { domain: "estimator", optional: true }, response: Ok },
  postPassportEstimatorMailForgotPassword: { method: "POST", path: "/api/v1/passport/estimator/mail/forgot-password", auth: "public", body: ForgotPasswordRequest, response: Ok },
  postPassportEstimatorMailLoginLink: { method: "POST", path: "/api/v1/passport/estimator/mail/login-link", auth: "public", body: LoginLinkRequest, response: Ok },
  postPassportEstimatorPasswordReset: { method: "POST", path: "/api/v1/passport/estimator/password/reset", auth: "public", body: ResetPassword, response: SignInResponse },
  postPassportFlameLoginMagicByToken: { method: "POST", path: "/api/v1/passport/flame/login/magic/{token}", auth: "public", params: TokenParam, response: SignInResponse },
  postPassportFlameLogout: { method: "POST", path: "/api/v1/passport/flame/logout", auth: { domain: "flame", optional: true }, response: Ok },
  postPassportFlameMailLoginLink: { method: "POST", path: "/api/v1/passport/flame/mail/login-link", auth: "public", body: LoginLinkRequest, response: Ok },
  getPassportFlameSelf: { method: "GET", path: "/api/v1/passport/flame/self", auth: "flame", response: FlameSelfDto },
  postPassportLocale: { method: "POST", path: "/api/v1/passport/locale", auth: "public", body: SetLocale, response: LocaleStored },
  postPassportOwnerByProductSignup: { method: "POST", path: "/api/v1/passport/owner/{product}/signup", auth: "public", params: ProductParam, body: ProductSignup, response: Ok },
  postPassportOwnerAuthId: { method: "POST", path: "/api/v1/passport/owner/auth-id", auth: "owner", response: AuthHandoff },
  postPassportOwnerJoinRequest: { method: "POST", path: "/api/v1/passport/owner/join/request", auth: "public", body: JoinRequest, response: Ok },
  postPassportOwnerLoginMagicByToken: { method: "POST", path: "/api/v1/passport/owner/login/magic/{token}", auth: "public", params: TokenParam, response: SignInResponse },
  postPassportOwnerLogin: { method: "POST", path: "/api/v1/passport/owner/login", auth: "public", body: PasswordLogin, response: SignInResponse },
  postPassportOwnerLogout: { method: "POST", path: "/api/v1/passport/owner/logout", auth: { domain: "owner", optional: true }, response: Ok },
  postPassportOwnerLoveSignup: { method: "POST", path: "/api/v1/passport/owner/love/signup", auth: "public", body: LoveSignup, response: SignInResponse },
  postPassportOwnerMailContact: { method: "POST", path: "/api/v1/passport/owner/mail/contact", auth: "public", body: ContactRequest, response: Ok },
  postPassportOwnerMailForgotPassword: { method: "POST", path: "/api/v1/passport/owner/mail/forgot-password", auth: "public", body: ForgotPasswordRequest, response: Ok },
  postPassportOwnerMailLoginLink: { method: "POST", path: "/api/v1/passport/owner/mail/login-link", auth: "public", body: LoginLinkRequest, response: Ok },
  postPassportOwnerMailVerificationLink: { method: "POST", path: "/api/v1/passport/owner/mail/verification-link", auth: "owner", body: VerificationLinkRequest, response: Ok },
  postPassportOwnerPasswordReset: { method: "POST", path: "/api/v1/passport/owner/password/reset", auth: "public", body: ResetPassword, response: SignInResponse },
  postPassportOwnerPreauthenticate: { method: "POST", path: "/api/v1/passport/owner/preauthenticate", auth: "public", body: Preauthenticate, response: SignInResponse },
  postPassportOwnerSignup: { method: "POST", path: "/api/v1/passport/owner/signup", auth: "public", body: OwnerSignup, response: SignInResponse },
  postPassportOwnerVerifyByToken: { method: "POST", path: "/api/v1/passport/owner/verify/{token}", auth: "public", params: TokenParam, response: SignInResponse },
});
