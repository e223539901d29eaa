import { callEndpoint } from "@/lib/client/call-endpoint";
import { downloadRenderData } from "@/lib/client/render-data";
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
  const download = await downloadRenderData(location, fetchImpl);
  if (!download.ok && download.reason === "failed") return failure("connection_failed");
  return download.ok && isTeamCheck(download.data) ? { ok: true, result: download.data } : failure("unstable_connection");
}
