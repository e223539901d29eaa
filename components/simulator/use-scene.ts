"use client";

import { useCallback, useState } from "react";
import { rememberOpenedTeam } from "@/components/teams/team-list-state";
import { api } from "@/lib/client/api";
import type { ErrorBody } from "@/lib/contracts/errors";
import type { SceneDto, UpdateScene } from "@/lib/contracts/scenes";

export type SceneLoad = { state: "loading" } | { state: "missing" } | { state: "failed"; error: ErrorBody } | { state: "ready"; scene: SceneDto };

/** GET /scene/{id}: the team, "does not exist" on a 404 (or an id that is not one), and its changes. */
export function useScene(sceneId: string) {
  const [load, setLoad] = useState<SceneLoad>({ state: "loading" });

  const reload = useCallback(async (): Promise<SceneDto | null> => {
    const read = await api<SceneDto>(`/scene/scene/${sceneId}`, { signedIn: true });
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
      const sent = body === "fix" ? await api<SceneDto>(`/scene/scene/${sceneId}/fix`, { method: "PATCH", signedIn: true }) : await api<SceneDto>(`/scene/scene/${sceneId}`, { method: "PATCH", body, signedIn: true });
      if (!sent.ok) return { ok: false, error: sent.error };
      setLoad({ state: "ready", scene: sent.data });
      return { ok: true, scene: sent.data };
    },
    [sceneId],
  );

  return { load, reload, patch };
}
