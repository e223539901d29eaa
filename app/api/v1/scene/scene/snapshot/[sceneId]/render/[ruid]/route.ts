import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { renderData } from "@/lib/server/services/scenes/snapshots";

/** The render data of a run: packed or JSON, sent as stored (gzip), immutable, private to the scene's owner (docs/api.md). */
export const GET = route({ action: "scene.read", ...endpoints.getSceneSceneSnapshotBySceneIdRenderByRuid, area: "owner" }, ({ db, session, params, req }) => renderData(db, session, params.sceneId, params.ruid, req));
