import { callEndpoint } from "@/lib/client/call-endpoint";
import type { ErrorBody } from "@/lib/contracts/errors";
import type { TeamCheck } from "@/lib/engine/index";
import { safeRenderLocation } from "./check-run";
import { isTeamCheck } from "./team-result-data";
import { endpoints } from "@/lib/contracts/endpoints";

export type CheckResultLoad = { ok: true; result: TeamCheck } | { ok: false; pending: boolean; error: ErrorBody };

const failure = (code: ErrorBody["code"], pending = false): CheckResultLoad => ({ ok: false, pending, error: { code, message: code, status: 0, requestId: "" } });

/**
 * The render data of a finished run: GET /scene/snapshot/{id}?ruid= for its location,
 * then the location itself. A run still computing is `pending`; a missing location or a
 * failed download is "connection failed, refresh the page"; empty data is "bad connection".
 */
export async function loadCheckResult(sceneId: string, ruid: string, fetchImpl: typeof fetch = fetch): Promise<CheckResultLoad> {
  const snapshot = await callEndpoint(endpoints.getSceneSceneSnapshotBySceneId, { params: { sceneId }, query: { ruid } }, { fetchImpl });
  if (!snapshot.ok) return { ok: false, pending: snapshot.error.code === "scene:render_empty", error: snapshot.error };
  const location = safeRenderLocation(snapshot.data.location);
  if (!location) return failure("connection_failed");
  let data: unknown;
  try {
    const response = await fetchImpl(location, { credentials: "same-origin", headers: { accept: "application/json" } });
    if (!response.ok) return failure("connection_failed");
    data = await response.json().catch(() => null);
  } catch {
    return failure("connection_failed");
  }
  return isTeamCheck(data) ? { ok: true, result: data } : failure("unstable_connection");
}
