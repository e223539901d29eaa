import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { snapshotLocation } from "@/lib/server/services/scenes/snapshots";

export const GET = route({ action: "scene.read", ...endpoints.getSceneSceneSnapshotBySceneId, area: "owner" }, ({ db, session, params, query }) =>
  snapshotLocation(db, session, params.sceneId, query.ruid),
);
