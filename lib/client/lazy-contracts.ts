// The contracts of forms that are a page's first screen, imported when first needed (see
// `SchemaSource` in use-api-form.ts): the page's first load carries neither zod nor them.
// Module-level functions, so that each contract is fetched once.

export const lazyContracts = {
  passwordLogin: () => import("@/lib/contracts/passport").then((m) => m.PasswordLogin),
  ownerSignup: () => import("@/lib/contracts/passport").then((m) => m.OwnerSignup),
  forgotPassword: () => import("@/lib/contracts/passport").then((m) => m.ForgotPasswordRequest),
  resetPassword: () => import("@/lib/contracts/passport").then((m) => m.ResetPassword),
  joinRequest: () => import("@/lib/contracts/passport").then((m) => m.JoinRequest),
};
