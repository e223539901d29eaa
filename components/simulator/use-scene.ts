"use client";

import { useCallback, useEffect } from "react";
import { rememberOpenedTeam } from "@/components/teams/team-list-state";
import { useEndpointMutation, useEndpointQuery, useSetEndpointData } from "@/lib/client/endpoint-query";
import type { ErrorBody } from "@/lib/contracts/errors";
import type { SceneDto, UpdateScene } from "@/lib/contracts/scenes";
import { endpoints } from "@/lib/contracts/endpoints";

export type SceneLoad = { state: "loading" } | { state: "missing" } | { state: "failed"; error: ErrorBody } | { state: "ready"; scene: SceneDto };

/** GET /scene/{id}: the team, "does not exist" on a 404 (or an id that is not one), and its changes. */
export function useScene(sceneId: string) {
  const input = { params: { id: sceneId } };
  // Runs change the team's last run: every visit asks the server again.
  const query = useEndpointQuery(endpoints.getSceneSceneById, input, { staleTime: 0 });
  const setScene = useSetEndpointData(endpoints.getSceneSceneById);
  const update = useEndpointMutation(endpoints.patchSceneSceneById).send;
  const fix = useEndpointMutation(endpoints.patchSceneSceneByIdFix).send;

  const loaded = query.data !== undefined;
  useEffect(() => {
    if (loaded) rememberOpenedTeam(sceneId);
  }, [loaded, sceneId]);

  const error = query.error?.body ?? null;
  const load: SceneLoad = query.data
    ? { state: "ready", scene: query.data }
    : error
      ? error.status === 404 || error.code === "validation:invalid_params"
        ? { state: "missing" }
        : { state: "failed", error }
      : { state: "loading" };

  const { refetch } = query;
  const reload = useCallback(async (): Promise<SceneDto | null> => (await refetch()).data ?? null, [refetch]);

  /** PATCH /scene/{id} (or /fix); the answer replaces the scene. */
  const patch = useCallback(
    async (body: UpdateScene | "fix"): Promise<{ ok: true; scene: SceneDto } | { ok: false; error: ErrorBody }> => {
      const sent = body === "fix" ? await fix({ params: { id: sceneId } }) : await update({ params: { id: sceneId }, body });
      if (!sent.ok) return { ok: false, error: sent.error };
      setScene({ params: { id: sceneId } }, sent.data);
      return { ok: true, scene: sent.data };
    },
    [sceneId, fix, update, setScene],
  );

  return { load, reload, patch };
}
