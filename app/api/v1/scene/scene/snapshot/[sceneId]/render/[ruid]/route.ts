import { RenderParam } from "@/lib/contracts/scenes";
import { route } from "@/lib/server/http/route";
import { renderData } from "@/lib/server/services/scenes/snapshots";

/** The render data of a run: gzip JSON, immutable, private to the scene's owner. */
export const GET = route({ auth: "owner", action: "scene.read", params: RenderParam, area: "owner" }, ({ db, session, params, req }) => renderData(db, session, params.sceneId, params.ruid, req));
