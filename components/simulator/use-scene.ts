"use client";

import { useCallback, useState } from "react";
import { rememberOpenedTeam } from "@/components/teams/team-list-state";
import { callEndpoint } from "@/lib/client/call-endpoint";
import { sceneEndpoints } from "@/lib/contracts/endpoint-table/scene";
import type { ErrorBody } from "@/lib/contracts/errors";
import type { SceneDto, UpdateScene } from "@/lib/contracts/scenes";

export type SceneLoad = { state: "loading" } | { state: "missing" } | { state: "failed"; error: ErrorBody } | { state: "ready"; scene: SceneDto };

/** GET /scene/{id}: the team, "does not exist" on a 404 (or an id that is not one), and its changes. */
export function useScene(sceneId: string) {
  const [load, setLoad] = useState<SceneLoad>({ state: "loading" });

  const reload = useCallback(async (): Promise<SceneDto | null> => {
    const read = await callEndpoint(sceneEndpoints.getSceneSceneById, { params: { id: sceneId } });
    if (read.ok) {
      rememberOpenedTeam(sceneId);
      setLoad({ state: "ready", scene: read.data });
      return read.data;
    }
    const missing = read.error.status === 404 || read.error.code === "validation:invalid_params";
    setLoad(missing ? { state: "missing" } : { state: "failed", error: read.error });
    return null;
  }, [sceneId]);

  /** PATCH /scene/{id} (or /fix); the answer replaces the scene. */
  const patch = useCallback(
    async (body: UpdateScene | "fix"): Promise<{ ok: true; scene: SceneDto } | { ok: false; error: ErrorBody }> => {
      const sent = body === "fix" ? await callEndpoint(sceneEndpoints.patchSceneSceneByIdFix, { params: { id: sceneId } }) : await callEndpoint(sceneEndpoints.patchSceneSceneById, { params: { id: sceneId }, body });
      if (!sent.ok) return { ok: false, error: sent.error };
      setLoad({ state: "ready", scene: sent.data });
      return { ok: true, scene: sent.data };
    },
    [sceneId],
  );

  return { load, reload, patch };
}
