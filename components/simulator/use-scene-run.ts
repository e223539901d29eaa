"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useLive, useLiveMessage } from "@/components/live/live-provider";
import { callEndpoint } from "@/lib/client/call-endpoint";
import { downloadRenderData } from "@/lib/client/render-data";
import type { ErrorBody } from "@/lib/contracts/errors";
import type { SceneDto } from "@/lib/contracts/scenes";
import { LOADER_RANGES, type SceneResult } from "@/lib/engine/index";
import { IDLE_RUN, concernsRun, parsePhaseMessage, parseRunEnd, runFromInfo, startingRun, withPhase, type RunState } from "./run-state";
import { asError, isRenderData, renderFetchError, runErrorCode } from "./scene-errors";
import { endpoints } from "@/lib/contracts/endpoints";

/** How often the run is checked over HTTP too, in case a live message was missed (ms). */
const POLL_LIVE_MS = 4_000;
const POLL_OFFLINE_MS = 1_500;

/**
 * A scene's runs and render data: PUT /run, the loader driven by `sceneComputePhase`,
 * then GET /snapshot and the render data on `integralStats` (or a poll when the live
 * channel is down), errors from `rejectScene` in the catalogue's words.
 */
export function useSceneRun(sceneId: string, onForeignResult: () => void) {
  const { status: liveStatus } = useLive();
  const [run, setRun] = useState<RunState>(IDLE_RUN);
  const [result, setResult] = useState<SceneResult | null>(null);
  const [resultRuid, setResultRuid] = useState<string | null>(null);
  const [fetching, setFetching] = useState(false);
  const [error, setError] = useState<ErrorBody | null>(null);
  const runRef = useRef(run);
  const resultRuidRef = useRef(resultRuid);
  const loadingRuid = useRef<string | null>(null);
  useEffect(() => {
    runRef.current = run;
    resultRuidRef.current = resultRuid;
  });

  const fail = useCallback((code: string | null | undefined) => {
    setRun(IDLE_RUN);
    setFetching(false);
    setError(asError(runErrorCode(code)));
  }, []);

  /** GET /snapshot/{id}?ruid=, then the render data at its location (packed, or JSON for older runs; lib/client/render-data.ts). */
  const loadRender = useCallback(
    async (ruid: string) => {
      if (loadingRuid.current === ruid) return;
      loadingRuid.current = ruid;
      setFetching(true);
      const snapshot = await callEndpoint(endpoints.getSceneSceneSnapshotBySceneId, { params: { sceneId }, query: { ruid } });
      if (!snapshot.ok || !snapshot.data.location) {
        loadingRuid.current = null;
        return fail(snapshot.ok ? renderFetchError("fetch_failed") : snapshot.error.code);
      }
      const download = await downloadRenderData(snapshot.data.location);
      loadingRuid.current = null;
      if (!download.ok && download.reason === "failed") return fail(renderFetchError("fetch_failed"));
      const data = download.ok ? download.data : null;
      if (!isRenderData(data)) return fail(renderFetchError("empty"));
      setResult(data as SceneResult);
      setResultRuid(ruid);
      setError(null);
      setFetching(false);
      setRun(IDLE_RUN);
    },
    [sceneId, fail],
  );

  /** PUT /scene/{id}/run; the phases and the result arrive over the live channel. */
  const start = useCallback(async () => {
    setError(null);
    setRun(startingRun());
    const started = await callEndpoint(endpoints.putSceneSceneByIdRun, { params: { id: sceneId }, body: {} });
    if (!started.ok) return fail(started.error.code);
    setRun((s) => (s.status === "idle" || s.ruid !== null ? s : { ...s, ruid: started.data.ruid }));
  }, [sceneId, fail]);

  /** What the page shows on opening: the last run's result, its loader, or its error. */
  const resume = useCallback(
    (scene: SceneDto) => {
      const last = scene.lastRun;
      if (!last) return;
      if (last.status === "running") setRun(runFromInfo(last));
      else if (last.status === "done") void loadRender(last.ruid);
      else setError(asError(runErrorCode(last.error)));
    },
    [loadRender],
  );

  useLiveMessage("sceneComputePhase", (m) => {
    const phase = parsePhaseMessage(m);
    if (phase) setRun((s) => withPhase(s, sceneId, phase));
  });
  useLiveMessage("integralStats", (m) => {
    const end = parseRunEnd(m);
    if (!end || end.sceneId !== sceneId) return;
    if (concernsRun(runRef.current, sceneId, end)) void loadRender(end.ruid);
    // Another tab ran this team: show its newer result (and its composition).
    else if (runRef.current.status === "idle" && end.ruid !== resultRuidRef.current) onForeignResult();
  });
  useLiveMessage("rejectScene", (m) => {
    const end = parseRunEnd(m);
    if (end && concernsRun(runRef.current, sceneId, end)) fail(end.code);
  });

  // A safety net for missed messages: the scene's last run, read over HTTP.
  const waitingRuid = run.status === "running" ? run.ruid : null;
  useEffect(() => {
    if (!waitingRuid) return;
    const timer = setInterval(async () => {
      const read = await callEndpoint(endpoints.getSceneSceneById, { params: { id: sceneId } });
      const last = read.ok ? read.data.lastRun : null;
      if (!last || last.ruid !== waitingRuid || runRef.current.ruid !== waitingRuid) return;
      if (last.status === "done") void loadRender(last.ruid);
      else if (last.status === "failed") fail(last.error);
      else {
        const range = LOADER_RANGES.scene[last.phase];
        setRun((s) => withPhase(s, sceneId, { sceneId, ruid: last.ruid, phase: last.phase, progress: range ? range[0] : s.progress }));
      }
    }, liveStatus === "OPEN" ? POLL_LIVE_MS : POLL_OFFLINE_MS);
    return () => clearInterval(timer);
  }, [waitingRuid, liveStatus, sceneId, loadRender, fail]);

  return { run, result, fetching, error, setError, start, resume, loadRender };
}
