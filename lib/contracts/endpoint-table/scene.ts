import { defineEndpoints, Ok, Unspecified } from "../endpoint";
import { Compare, DeletedScenes, LiveTicket, Pair, RunStarted, SandboxCheck, SceneDto, SceneList, SelectableProfiles, SnapshotLocation } from "../scene-responses";
import { MonitorPage, MonitorQuery } from "../monitor";
import { BulkDeleteScenes, CompareScenes, CopyScene, CreatePair, CreateSandbox, CreateScene, RenderParam, RunPair, RunScene, SandboxQuery, SceneIdParam, SceneListQuery, SceneProfilesQuery, SnapshotParam, SnapshotQuery, UpdatePair, UpdateSandbox, UpdateScene } from "../scenes";

export const sceneEndpoints = defineEndpoints({
  postSceneLiveTicket: { method: "POST", path: "/api/v1/scene/live/ticket", auth: "owner", response: LiveTicket },
  postSceneP2pById: { method: "POST", path: "/api/v1/scene/p2p/{id}", auth: "owner", params: SceneIdParam, body: CreatePair, response: Pair },
  getSceneP2pById: { method: "GET", path: "/api/v1/scene/p2p/{id}", auth: "owner", params: SceneIdParam, response: Pair },
  patchSceneP2pById: { method: "PATCH", path: "/api/v1/scene/p2p/{id}", auth: "owner", params: SceneIdParam, body: UpdatePair, response: Pair },
  deleteSceneP2pById: { method: "DELETE", path: "/api/v1/scene/p2p/{id}", auth: "owner", params: SceneIdParam, response: Ok },
  putSceneP2pByIdRun: { method: "PUT", path: "/api/v1/scene/p2p/{id}/run", auth: "owner", params: SceneIdParam, body: RunPair, response: Pair },
  postSceneP2p: { method: "POST", path: "/api/v1/scene/p2p", auth: "owner", body: CreatePair, response: Pair },
  getSceneProfiles: { method: "GET", path: "/api/v1/scene/profiles", auth: "owner", query: SceneProfilesQuery, response: SelectableProfiles },
  getSceneSandbox: { method: "GET", path: "/api/v1/scene/sandbox", auth: "owner", query: SandboxQuery, response: SandboxCheck },
  postSceneSandbox: { method: "POST", path: "/api/v1/scene/sandbox", auth: "owner", body: CreateSandbox, response: SceneDto },
  patchSceneSandbox: { method: "PATCH", path: "/api/v1/scene/sandbox", auth: "owner", body: UpdateSandbox, response: SceneDto },
  postSceneSceneByIdCopy: { method: "POST", path: "/api/v1/scene/scene/{id}/copy", auth: "owner", params: SceneIdParam, body: CopyScene, response: SceneDto },
  patchSceneSceneByIdFix: { method: "PATCH", path: "/api/v1/scene/scene/{id}/fix", auth: "owner", params: SceneIdParam, response: SceneDto },
  getSceneSceneById: { method: "GET", path: "/api/v1/scene/scene/{id}", auth: "owner", params: SceneIdParam, response: SceneDto },
  patchSceneSceneById: { method: "PATCH", path: "/api/v1/scene/scene/{id}", auth: "owner", params: SceneIdParam, body: UpdateScene, response: SceneDto },
  putSceneSceneByIdRun: { method: "PUT", path: "/api/v1/scene/scene/{id}/run", auth: "owner", params: SceneIdParam, body: RunScene, response: RunStarted },
  deleteSceneSceneAll: { method: "DELETE", path: "/api/v1/scene/scene/all", auth: "owner", response: DeletedScenes },
  deleteSceneSceneBulk: { method: "DELETE", path: "/api/v1/scene/scene/bulk", auth: "owner", body: BulkDeleteScenes, response: DeletedScenes },
  postSceneScene: { method: "POST", path: "/api/v1/scene/scene", auth: "owner", body: CreateScene, response: SceneDto },
  getSceneSceneSnapshotBySceneIdRenderByRuid: { method: "GET", path: "/api/v1/scene/scene/snapshot/{sceneId}/render/{ruid}", auth: "owner", params: RenderParam, response: Unspecified, binary: true, summary: "The render data of a run: the engine's result, packed (Accept: application/vnd.accordo.render+binary) or JSON (any other Accept), sent gzip-compressed as stored" },
  getSceneSceneSnapshotBySceneId: { method: "GET", path: "/api/v1/scene/scene/snapshot/{sceneId}", auth: "owner", params: SnapshotParam, query: SnapshotQuery, response: SnapshotLocation },
  getSceneScenesCompareById: { method: "GET", path: "/api/v1/scene/scenes/compare/{id}", auth: "owner", params: SceneIdParam, response: Compare },
  postSceneScenesCompare: { method: "POST", path: "/api/v1/scene/scenes/compare", auth: "owner", body: CompareScenes, response: Compare },
  getSceneScenes: { method: "GET", path: "/api/v1/scene/scenes", auth: "owner", query: SceneListQuery, response: SceneList },
  getSceneMonitor: { method: "GET", path: "/api/v1/scene/monitor", auth: "owner", query: MonitorQuery, response: MonitorPage, summary: "The director monitor: a page of the owner's saved teams (20 at most, by title), each read from its latest finished run" },
});
