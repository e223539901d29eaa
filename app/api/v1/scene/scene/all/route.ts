import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { deleteScenes } from "@/lib/server/services/scenes/manage-scenes";

export const DELETE = route({ action: "team.delete", ...endpoints.deleteSceneSceneAll, atomic: true, area: "owner" }, ({ db, session, effects }) => deleteScenes(db, session, "all", effects));
