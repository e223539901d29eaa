import { SnapshotParam, SnapshotQuery } from "@/lib/contracts/scenes";
import { route } from "@/lib/server/http/route";
import { snapshotLocation } from "@/lib/server/services/scenes/snapshots";

export const GET = route({ auth: "owner", action: "scene.read", params: SnapshotParam, query: SnapshotQuery, area: "owner" }, ({ db, session, params, query }) =>
  snapshotLocation(db, session, params.sceneId, query.ruid),
);
