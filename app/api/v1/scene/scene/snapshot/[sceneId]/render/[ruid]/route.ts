import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { renderData } from "@/lib/server/services/scenes/snapshots";

/** The render data of a run: gzip JSON, immutable, private to the scene's owner. */
export const GET = route({ action: "scene.read", ...endpoints.getSceneSceneSnapshotBySceneIdRenderByRuid, area: "owner" }, ({ db, session, params, req }) => renderData(db, session, params.sceneId, params.ruid, req));
