import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { listScenes } from "@/lib/server/services/scenes/manage-scenes";

export const GET = route({ action: "team.list", ...endpoints.getSceneScenes, area: "owner" }, ({ db, session }) => listScenes(db, session));
