import { defineEndpoints, Ok, Unspecified } from "../endpoint";
import { Compare, Pair, SelectableProfiles } from "../scene-responses";
import { BulkDeleteScenes, CompareScenes, CopyScene, CreatePair, CreateSandbox, CreateScene, RenderParam, RunPair, RunScene, SandboxQuery, SceneIdParam, SnapshotParam, SnapshotQuery, UpdatePair, UpdateSandbox, UpdateScene } from "../scenes";

export const sceneEndpoints = defineEndpoints({
  postSceneLiveTicket: { method: "POST", path: "/api/v1/scene/live/ticket", auth: "owner", response: Unspecified },
  postSceneP2pById: { method: "POST", path: "/api/v1/scene/p2p/{id}", auth: "owner", params: SceneIdParam, body: CreatePair, response: Pair },
  getSceneP2pById: { method: "GET", path: "/api/v1/scene/p2p/{id}", auth: "owner", params: SceneIdParam, response: Pair },
  patchSceneP2pById: { method: "PATCH", path: "/api/v1/scene/p2p/{id}", auth: "owner", params: SceneIdParam, body: UpdatePair, response: Pair },
  deleteSceneP2pById: { method: "DELETE", path: "/api/v1/scene/p2p/{id}", auth: "owner", params: SceneIdParam, response: Ok },
  putSceneP2pByIdRun: { method: "PUT", path: "/api/v1/scene/p2p/{id}/run", auth: "owner", params: SceneIdParam, body: RunPair, response: Pair },
  postSceneP2p: { method: "POST", path: "/api/v1/scene/p2p", auth: "owner", body: CreatePair, response: Pair },
  getSceneProfiles: { method: "GET", path: "/api/v1/scene/profiles", auth: "owner", response: SelectableProfiles },
  getSceneSandbox: { method: "GET", path: "/api/v1/scene/sandbox", auth: "owner", query: SandboxQuery, response: Unspecified },
  postSceneSandbox: { method: "POST", path: "/api/v1/scene/sandbox", auth: "owner", body: CreateSandbox, response: Unspecified },
  patchSceneSandbox: { method: "PATCH", path: "/api/v1/scene/sandbox", auth: "owner", body: UpdateSandbox, response: Unspecified },
  postSceneSceneByIdCopy: { method: "POST", path: "/api/v1/scene/scene/{id}/copy", auth: "owner", params: SceneIdParam, body: CopyScene, response: Unspecified },
  patchSceneSceneByIdFix: { method: "PATCH", path: "/api/v1/scene/scene/{id}/fix", auth: "owner", params: SceneIdParam, response: Unspecified },
  getSceneSceneById: { method: "GET", path: "/api/v1/scene/scene/{id}", auth: "owner", params: SceneIdParam, response: Unspecified },
  patchSceneSceneById: { method: "PATCH", path: "/api/v1/scene/scene/{id}", auth: "owner", params: SceneIdParam, body: UpdateScene, response: Unspecified },
  putSceneSceneByIdRun: { method: "PUT", path: "/api/v1/scene/scene/{id}/run", auth: "owner", params: SceneIdParam, body: RunScene, response: Unspecified },
  deleteSceneSceneAll: { method: "DELETE", path: "/api/v1/scene/scene/all", auth: "owner", response: Unspecified },
  deleteSceneSceneBulk: { method: "DELETE", path: "/api/v1/scene/scene/bulk", auth: "owner", body: BulkDeleteScenes, response: Unspecified },
  postSceneScene: { method: "POST", path: "/api/v1/scene/scene", auth: "owner", body: CreateScene, response: Unspecified },
  getSceneSceneSnapshotBySceneIdRenderByRuid: { method: "GET", path: "/api/v1/scene/scene/snapshot/{sceneId}/render/{ruid}", auth: "owner", params: RenderParam, response: Unspecified },
  getSceneSceneSnapshotBySceneId: { method: "GET", path: "/api/v1/scene/scene/snapshot/{sceneId}", auth: "owner", params: SnapshotParam, query: SnapshotQuery, response: Unspecified },
  getSceneScenesCompareById: { method: "GET", path: "/api/v1/scene/scenes/compare/{id}", auth: "owner", params: SceneIdParam, response: Compare },
  postSceneScenesCompare: { method: "POST", path: "/api/v1/scene/scenes/compare", auth: "owner", body: CompareScenes, response: Compare },
  getSceneScenes: { method: "GET", path: "/api/v1/scene/scenes", auth: "owner", response: Unspecified },
});
