/**
 * Every API route and who may call it (checklist 17). The access-matrix test reads the
 * route files and fails when a route has no line here, so a new route cannot ship
 * without its access rule being stated and exercised.
 *
 * "public" — anyone; "<domain>" — a session of that domain only; "<domain>?" — works
 * with or without a session of that domain (logout).
 */
export const ROUTE_ACCESS: Record<string, "public" | "owner" | "estimator" | "administrator" | "flame" | "owner?" | "estimator?" | "administrator?" | "flame?"> = {
  // Paths that name no endpoint: a JSON 404 for anyone.
  "GET /api/v1/[...path]": "public",
  "POST /api/v1/[...path]": "public",
  "PUT /api/v1/[...path]": "public",
  "PATCH /api/v1/[...path]": "public",
  "DELETE /api/v1/[...path]": "public",
  // Liveness and readiness probes (docs/operations.md).
  "GET /api/v1/health": "public",
  "GET /api/v1/ready": "public",
  // This API as OpenAPI 3.1 (lib/contracts/openapi.ts).
  "GET /api/v1/openapi.json": "public",
  // Consumer couple results: the key or token in the path is the permission (docs/api.md).
  "POST /api/v1/owner/compatibility": "flame?",
  "GET /api/v1/owner/compatibility/[key]": "flame?",
  "POST /api/v1/owner/compatibility/[key]/invite": "flame?",
  "POST /api/v1/owner/compatibility/[key]/links": "flame?",
  "DELETE /api/v1/owner/compatibility/[key]/links/[token]": "flame?",
  "GET /api/v1/owner/compatibility/[key]/pdf": "flame?",
  "GET /api/v1/owner/compatibility/invitation/[token]": "public",
  "POST /api/v1/owner/compatibility/invitation/[token]": "public",
  "GET /api/v1/owner/compatibility/shared/[token]": "public",
  "GET /api/v1/owner/compatibility/shared/[token]/image": "public",
  "POST /api/v1/owner/save/flame": "flame?",
  "GET /api/v1/owner/flame/history": "flame",
  "GET /api/v1/owner/data/[id]": "public",
  "POST /api/v1/owner/data": "public",
  "POST /api/v1/chatgpt/resultAnonymous": "flame?",
  "POST /api/v1/chatgpt/result": "owner",
  "GET /api/v1/administrator/compatibility": "administrator",
  "POST /api/v1/administrator/compatibility/[id]/unlock": "administrator",
  "GET /api/v1/administrator/love-pairs": "administrator",
  "POST /api/v1/administrator/love-pairs/unlock": "administrator",
  // Payments (docs/payments.md): prices, the anonymous instance (the result's key) and the
  // webhook (Stripe's signature) are public; the rest is the owner's.
  "GET /api/v1/stripe/list-price": "public",
  "GET /api/v1/stripe/subscription": "owner",
  "POST /api/v1/stripe/update-subscription": "owner",
  "POST /api/v1/stripe/cancel-subscription": "owner",
  "POST /api/v1/stripe/resume-subscription": "owner",
  "POST /api/v1/stripe/pay-invoice": "owner",
  "GET /api/v1/stripe/list-all-invoices": "owner",
  "GET /api/v1/stripe/list-payment-methods": "owner",
  "POST /api/v1/stripe/attach-payment-method": "owner",
  "POST /api/v1/stripe/add-payment-method": "owner",
  "DELETE /api/v1/stripe/detach-payment-method": "owner",
  "POST /api/v1/stripe/set-default-payment-method": "owner",
  "POST /api/v1/stripe/sync-access-rules": "owner",
  "POST /api/v1/stripe/check-payment-pair": "owner",
  "POST /api/v1/stripe/create-payment-intent": "owner",
  "POST /api/v1/stripe/[product]/create-anonymous-payment-intent": "public",
  "POST /api/v1/stripe/[product]/check-anonymous-payment-pair": "public",
  "POST /api/v1/stripe/[product]/update-anonymous-payment": "public",
  "POST /api/v1/stripe/webhook": "public",
  "POST /api/v1/administrator/owners/[id]/plan": "administrator",
  "DELETE /api/v1/administrator/owners/[id]/plan": "administrator",
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
  "GET /api/v1/owner/profiles": "owner",
  "POST /api/v1/owner/profiles": "owner",
  "GET /api/v1/owner/profiles/[id]": "owner",
  "PATCH /api/v1/owner/profiles/[id]": "owner",
  "DELETE /api/v1/owner/profiles/[id]": "owner",
  "GET /api/v1/owner/profiles/[id]/main": "public",
  "GET /api/v1/owner/profiles/sharelink/[link]": "owner",
  "POST /api/v1/owner/profiles/attach/[id]": "owner",
  "POST /api/v1/owner/profiles/detach/[id]": "owner",
  "POST /api/v1/owner/profiles/check-attach/[id]": "owner",
  "POST /api/v1/owner/profiles/check-attach-exist/[id]": "owner",
  "POST /api/v1/owner/profiles/get-referral-id/[id]": "owner",
  "POST /api/v1/owner/profiles/check-upend/[id]": "owner",
  "POST /api/v1/owner/profiles/upend/[id]": "owner",
  "POST /api/v1/owner/profiles/unsecure": "public",
  "POST /api/v1/owner/profiles/short": "owner",
  "POST /api/v1/owner/profiles/love": "owner",
  "GET /api/v1/owner/questionnaire": "owner",
  "GET /api/v1/owner/questionnaire/unsecure": "public",
  "GET /api/v1/app/profile/[permalink]": "public",
  "PATCH /api/v1/app/profile/[permalink]": "public",
  "GET /api/v1/app/profile/[permalink]/grade": "public",
  "GET /api/v1/app/profile/[permalink]/upgrade": "public",
  "PUT /api/v1/app/profile/[permalink]/upgrade": "public",
  "GET /api/v1/app/upgrade/short": "public",
  "GET /api/v1/scene/profiles": "owner",
  "POST /api/v1/scene/scene": "owner",
  "GET /api/v1/scene/scene/[id]": "owner",
  "PATCH /api/v1/scene/scene/[id]": "owner",
  "PATCH /api/v1/scene/scene/[id]/fix": "owner",
  "POST /api/v1/scene/scene/[id]/copy": "owner",
  "PUT /api/v1/scene/scene/[id]/run": "owner",
  "DELETE /api/v1/scene/scene/bulk": "owner",
  "DELETE /api/v1/scene/scene/all": "owner",
  "GET /api/v1/scene/scene/snapshot/[sceneId]": "owner",
  "GET /api/v1/scene/scene/snapshot/[sceneId]/render/[ruid]": "owner",
  "GET /api/v1/scene/scenes": "owner",
  "POST /api/v1/scene/scenes/compare": "owner",
  "GET /api/v1/scene/scenes/compare/[id]": "owner",
  "POST /api/v1/scene/p2p": "owner",
  "POST /api/v1/scene/p2p/[id]": "owner",
  "GET /api/v1/scene/p2p/[id]": "owner",
  "PATCH /api/v1/scene/p2p/[id]": "owner",
  "DELETE /api/v1/scene/p2p/[id]": "owner",
  "PUT /api/v1/scene/p2p/[id]/run": "owner",
  "GET /api/v1/scene/sandbox": "owner",
  "POST /api/v1/scene/sandbox": "owner",
  "PATCH /api/v1/scene/sandbox": "owner",
  "POST /api/v1/scene/live/ticket": "owner",
  "GET /api/v1/estimator/profiles": "estimator",
  "POST /api/v1/estimator/profiles/assignment": "estimator",
  "GET /api/v1/estimator/profiles/[id]": "estimator",
  "PATCH /api/v1/estimator/profiles/[id]": "estimator",
  "PUT /api/v1/estimator/profiles/[id]/rate": "estimator",
  "PUT /api/v1/estimator/profiles/[id]/rate-precise": "estimator",
  "PATCH /api/v1/estimator/notes/[id]": "estimator",
  "GET /api/v1/administrator/owners": "administrator",
  "POST /api/v1/administrator/owners": "administrator",
  "DELETE /api/v1/administrator/owners": "administrator",
  "GET /api/v1/administrator/owners/[id]": "administrator",
  "PATCH /api/v1/administrator/owners/[id]": "administrator",
  "DELETE /api/v1/administrator/owners/[id]": "administrator",
  "GET /api/v1/administrator/estimators": "administrator",
  "POST /api/v1/administrator/estimators": "administrator",
  "GET /api/v1/administrator/estimators/[id]": "administrator",
  "PATCH /api/v1/administrator/estimators/[id]": "administrator",
  "DELETE /api/v1/administrator/estimators/[id]": "administrator",
  "POST /api/v1/administrator/[target]/[id]/mail/login-link": "administrator",
  "GET /api/v1/administrator/profiles": "administrator",
  "DELETE /api/v1/administrator/profiles": "administrator",
  "GET /api/v1/administrator/profiles/[id]": "administrator",
  "PATCH /api/v1/administrator/profiles/[id]": "administrator",
  "DELETE /api/v1/administrator/profiles/[id]": "administrator",
  "PUT /api/v1/administrator/profiles/[id]/final-score": "administrator",
  "DELETE /api/v1/administrator/profiles/[id]/final-score": "administrator",
  "PUT /api/v1/administrator/profiles/[id]/final-score-precise": "administrator",
  "DELETE /api/v1/administrator/profiles/[id]/final-score-precise": "administrator",
  "GET /api/v1/administrator/questionnaire": "administrator",
  "POST /api/v1/administrator/questionnaire": "administrator",
  "GET /api/v1/administrator/questionnaire/[id]": "administrator",
  "PATCH /api/v1/administrator/questionnaire/[id]": "administrator",
  "DELETE /api/v1/administrator/questionnaire/[id]": "administrator",
  "POST /api/v1/administrator/questionnaire/[id]/recalculate": "administrator",
  "GET /api/v1/administrator/profile-filter/owners": "administrator",
};

/** Values for dynamic segments when a route is called without a real resource. */
export const PARAM_SAMPLES: Record<string, string> = {
  token: "unknown-token-value-0123456789",
  product: "flame",
  link: "unknown-link-value-0123456789",
  permalink: "unknown-permalink-0123456789",
  sceneId: "00000000-0000-4000-8000-000000000000",
  ruid: "00000000-0000-4000-8000-000000000000",
  target: "estimators",
};

/** What an owner route's dynamic segment names, so the matrix can pass another owner's real one (finding 9). */
export type OwnResource = "profile" | "scene" | "pair" | "compare" | "not-owned-by-design";

const OWN_RESOURCES: Array<[RegExp, OwnResource]> = [
  // These name a link meant for other owners (a profile's share link) or a questionnaire
  // filled without an account (its permalink), never an owner's own resource.
  [/ \/api\/v1\/owner\/profiles\/(sharelink|attach|check-attach|check-attach-exist|check-upend|upend)\//, "not-owned-by-design"],
  [/ \/api\/v1\/owner\/profiles\//, "profile"],
  [/ \/api\/v1\/scene\/scene\/snapshot\/\[sceneId\]/, "scene"],
  [/ \/api\/v1\/scene\/scene\/\[id\]/, "scene"],
  // POST /p2p/{sceneId} makes a pair inside a team; the other methods name the pair.
  [/^POST \/api\/v1\/scene\/p2p\/\[id\]$/, "scene"],
  [/ \/api\/v1\/scene\/p2p\/\[id\]/, "pair"],
  [/ \/api\/v1\/scene\/scenes\/compare\/\[id\]/, "compare"],
];

export function OWN_RESOURCE_OF(routeKey: string): OwnResource | undefined {
  return OWN_RESOURCES.find(([pattern]) => pattern.test(routeKey))?.[1];
}

/** Valid bodies for owner routes taking an id, so that ownership, not validation, decides the answer. */
export function foreignIdBody(routeKey: string, ownProfiles: string[]): unknown {
  const bodies: Record<string, unknown> = {
    "POST /api/v1/scene/p2p/[id]": { actors: ownProfiles.slice(0, 2) },
    "POST /api/v1/scene/scene/[id]/copy": { title: "A copy" },
  };
  return bodies[routeKey] ?? {};
}

/** Query strings those routes require, given the owner's run id. */
export function foreignIdQuery(routeKey: string, runId: string): string {
  return routeKey === "GET /api/v1/scene/scene/snapshot/[sceneId]" ? `?ruid=${runId}` : "";
}
