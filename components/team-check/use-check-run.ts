"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useLiveMessage } from "@/components/live/live-provider";
import type { ErrorBody } from "@/lib/contracts/errors";
import type { ComputePhase, TeamCheck } from "@/lib/engine/index";
import { advanceRun, phaseMessage, rejectMessage, renderMessage, RUN_START, type RunProgress } from "./check-run";
import { loadCheckResult } from "./load-check-result";

/** While a run computes, the render data is also asked for now and then, in case a live message was missed. */
const POLL_MS = 2500;
const DONE_PAUSE_MS = 400;

interface ActiveRun {
  sceneId: string;
  ruid: string | null;
}

const errorOf = (code: string): ErrorBody => ({ code: code as ErrorBody["code"], message: code, status: 0, requestId: "" });

/**
 * Follows the runs of one team check: the loader's phases from `sceneComputePhase`, the
 * result on `renderCheckTeam` (GET snapshot, then its location), the error on
 * `rejectScene`; a slow poll covers a live channel that is down.
 */
export function useCheckRun(sceneId: string | null, onResult: (result: TeamCheck, ruid: string) => void, onError: (error: ErrorBody) => void) {
  const [progress, setProgress] = useState<RunProgress | null>(null);
  const active = useRef<ActiveRun | null>(null);
  const shown = useRef<string | null>(null);
  const callbacks = useRef({ onResult, onError });
  useEffect(() => {
    callbacks.current = { onResult, onError };
  });

  const stop = useCallback(() => {
    active.current = null;
    setProgress(null);
  }, []);

  /** Downloads a finished run's result (once per run id). */
  const fetchResult = useCallback(
    async (id: string, ruid: string): Promise<"done" | "pending" | "failed"> => {
      if (shown.current === ruid) {
        if (active.current?.sceneId === id) stop();
        return "done";
      }
      const loaded = await loadCheckResult(id, ruid);
      if (loaded.ok) {
        if (shown.current === ruid) {
          if (active.current?.sceneId === id) stop();
          return "done";
        }
        shown.current = ruid;
        if (active.current?.sceneId === id) {
          setProgress((p) => advanceRun(p ?? RUN_START, { phase: "DONE", progress: 100 }));
          await new Promise((resolve) => setTimeout(resolve, DONE_PAUSE_MS));
        }
        callbacks.current.onResult(loaded.result, ruid);
        if (active.current?.sceneId === id) stop();
        return "done";
      }
      if (loaded.pending) return "pending";
      if (active.current?.sceneId === id) stop();
      callbacks.current.onError(loaded.error);
      return "failed";
    },
    [stop],
  );

  /** A run was started here or found running: show the loader and wait for it. */
  const follow = useCallback((id: string, ruid: string | null, phase: ComputePhase = "START", percent = 0) => {
    active.current = { sceneId: id, ruid };
    setProgress(advanceRun(RUN_START, { phase, progress: percent }));
  }, []);

  const attach = useCallback((ruid: string) => {
    if (active.current) active.current.ruid = ruid;
  }, []);

  const forget = useCallback(() => {
    shown.current = null;
    stop();
  }, [stop]);

  useLiveMessage(null, (message) => {
    if (!sceneId) return;
    const phase = phaseMessage(message, sceneId);
    if (phase) {
      // A run started in another tab shows its loader here too.
      if (!active.current) active.current = { sceneId, ruid: phase.ruid || null };
      if (phase.ruid && !active.current.ruid) active.current.ruid = phase.ruid;
      setProgress((p) => advanceRun(p ?? RUN_START, phase));
      return;
    }
    const render = renderMessage(message, sceneId);
    if (render) {
      void fetchResult(sceneId, render.ruid);
      return;
    }
    const rejected = rejectMessage(message, sceneId);
    if (rejected && active.current?.sceneId === sceneId) {
      stop();
      callbacks.current.onError(errorOf(rejected));
    }
  });

  const running = progress !== null;
  useEffect(() => {
    if (!running) return;
    let busy = false;
    const timer = setInterval(() => {
      const run = active.current;
      if (busy || !run?.ruid) return;
      busy = true;
      void fetchResult(run.sceneId, run.ruid).finally(() => {
        busy = false;
      });
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [running, fetchResult]);

  return { progress, follow, attach, stop, forget, fetchResult };
}
