// The error catalogue (spec part 1 section 8, part 2 section 8) as codes. Servers
// throw them, clients translate them with `errorMessageKey(code)` under "errors".
// No zod here: pages that only show error texts do not load it (errors.ts has the schema).

export const ERROR_STATUS = {
  "auth:incorrect_credentials": 401,
  "auth:unauthorized": 401,
  "auth:forbidden": 403,
  "auth:origin_rejected": 403,
  "auth:too_many_requests": 429,
  "auth:user_not_found": 404,
  "auth:confirmation_mismatch": 400,
  "owner:url_expired": 410,
  "owner:url_count": 409,
  "owner:not_verified": 403,
  record_already_exists: 409,
  shared_exist: 409,
  shared_delete: 410,
  entity_not_found: 404,
  profile_not_found: 404,
  "profile:already_submitted": 409,
  "validate.consistency": 400,
  "scene:error": 400,
  "scene:rank_conflict": 400,
  "scene:duplicate_profile": 400,
  "scene:not_found": 404,
  "scene:too_many_runs": 429,
  "scene:snapshot_missing": 404,
  "scene:render_empty": 409,
  "p2p:not_found": 404,
  "compare:not_found": 404,
  "compatibility:not_found": 404,
  "compatibility:locked": 403,
  actors_ineligible: 422,
  not_found: 404,
  payment_status_incomplete: 402,
  payment_error: 402,
  "payment:not_configured": 409,
  "payment:provider": 502,
  "payment:not_found": 404,
  "payment:seats_taken": 409,
  "payment:no_payment_method": 409,
  "payment:webhook_signature": 400,
  "subscription:team_limit": 403,
  "subscription:not_in_plan": 403,
  "subscription:plan_unknown": 400,
  "subscription:none": 409,
  "validation:invalid_body": 400,
  "validation:invalid_json": 400,
  "validation:invalid_query": 400,
  "validation:invalid_params": 400,
  "validation:payload_too_large": 413,
  "validation:unsupported_media_type": 415,
  method_not_allowed: 405,
  service_unavailable: 503,
  unexpected_error: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Codes that only the client produces (no response, broken connection). */
export const CLIENT_ERROR_CODES = ["connection_failed", "unstable_connection", "no_network"] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** "auth:incorrect_credentials" -> "auth_incorrect_credentials" (next-intl keys cannot hold dots). */
export function errorMessageKey(code: string): string {
  return code.replace(/[:.]/g, "_");
}

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === "string" && Object.hasOwn(ERROR_STATUS, code);
}
