/**
 * Every API route and who may call it (checklist 17). The access-matrix test reads the
 * route files and fails when a route has no line here, so a new route cannot ship
 * without its access rule being stated and exercised.
 *
 * "public" — anyone; "<domain>" — a session of that domain only; "<domain>?" — works
 * with or without a session of that domain (logout).
 */
export const ROUTE_ACCESS: Record<string, "public" | "owner" | "estimator" | "administrator" | "flame" | "owner?" | "estimator?" | "administrator?" | "flame?"> = {
  "POST /api/v1/administrator/login": "public",
  "POST /api/v1/administrator/logout": "administrator?",
  "GET /api/v1/administrator/self": "administrator",
  "GET /api/v1/estimator/self": "estimator",
  "PATCH /api/v1/estimator/self": "estimator",
  "GET /api/v1/owner/self": "owner",
  "PATCH /api/v1/owner/self": "owner",
  "DELETE /api/v1/owner/self": "owner",
  "POST /api/v1/passport/estimator/login": "public",
  "POST /api/v1/passport/estimator/login/magic/[token]": "public",
  "POST /api/v1/passport/estimator/logout": "estimator?",
  "POST /api/v1/passport/estimator/mail/forgot-password": "public",
  "POST /api/v1/passport/estimator/mail/login-link": "public",
  "POST /api/v1/passport/estimator/password/reset": "public",
  "POST /api/v1/passport/flame/login/magic/[token]": "public",
  "POST /api/v1/passport/flame/logout": "flame?",
  "POST /api/v1/passport/flame/mail/login-link": "public",
  "GET /api/v1/passport/flame/self": "flame",
  "POST /api/v1/passport/locale": "public",
  "POST /api/v1/passport/owner/[product]/signup": "public",
  "POST /api/v1/passport/owner/auth-id": "owner",
  "POST /api/v1/passport/owner/join/request": "public",
  "POST /api/v1/passport/owner/login": "public",
  "POST /api/v1/passport/owner/login/magic/[token]": "public",
  "POST /api/v1/passport/owner/logout": "owner?",
  "POST /api/v1/passport/owner/love/signup": "public",
  "POST /api/v1/passport/owner/mail/contact": "public",
  "POST /api/v1/passport/owner/mail/forgot-password": "public",
  "POST /api/v1/passport/owner/mail/login-link": "public",
  "POST /api/v1/passport/owner/mail/verification-link": "owner",
  "POST /api/v1/passport/owner/password/reset": "public",
  "POST /api/v1/passport/owner/preauthenticate": "public",
  "POST /api/v1/passport/owner/signup": "public",
  "POST /api/v1/passport/owner/verify/[token]": "public",
};

/** Values for dynamic segments when a route is called without a real resource. */
export const PARAM_SAMPLES: Record<string, string> = {
  token: "unknown-token-value-0123456789",
  product: "flame",
};
