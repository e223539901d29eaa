// The catalogue's scene errors (spec part 2 section 8) as error codes the shared
// `useErrorText` translates.
import type { ErrorBody } from "@/lib/contracts/errors";

export type SceneErrorCode = ErrorBody["code"];

/** Codes shown as they are; every other failure of a run is a scene initialization error. */
const KEPT: ReadonlySet<string> = new Set([
  "validate.consistency",
  "actors_ineligible",
  "scene:render_empty",
  "scene:snapshot_missing",
  "scene:rank_conflict",
  "scene:duplicate_profile",
  "scene:not_found",
  "owner:not_verified",
  "connection_failed",
  "no_network",
  "unstable_connection",
]);

/** The code to show for a failed run (a `rejectScene` code or the last run's error). */
export function runErrorCode(code: string | null | undefined): SceneErrorCode {
  if (code && KEPT.has(code)) return code as SceneErrorCode;
  return "scene:error";
}

export const asError = (code: SceneErrorCode): ErrorBody => ({ code, message: code, status: 0, requestId: "" });

/**
 * Fetching the render data: a missing location or a failed fetch is "connection failed,
 * refresh the page"; data that is empty or not a scene result is "unstable connection".
 */
export function renderFetchError(kind: "fetch_failed" | "empty"): SceneErrorCode {
  return kind === "fetch_failed" ? "scene:snapshot_missing" : "scene:render_empty";
}

/** Render data worth drawing: a scene result with at least one day. */
export function isRenderData(value: unknown): boolean {
  if (!value || typeof value !== "object") return false;
  const v = value as { dayCount?: unknown; team?: unknown; actors?: unknown; startDay?: unknown };
  return typeof v.dayCount === "number" && v.dayCount > 0 && typeof v.startDay === "string" && typeof v.team === "object" && v.team !== null && typeof v.actors === "object" && v.actors !== null;
}
