import { BulkDeleteScenes } from "@/lib/contracts/scenes";
import { route } from "@/lib/server/http/route";
import { deleteScenes } from "@/lib/server/services/scenes/manage-scenes";

export const DELETE = route({ atomic: true, auth: "owner", action: "team.delete", body: BulkDeleteScenes, area: "owner" }, ({ db, session, body }) => deleteScenes(db, session, body.sceneIds));
