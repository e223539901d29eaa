import { route } from "@/lib/server/http/route";
import { endpoints } from "@/lib/contracts/endpoints";
import { listScenes } from "@/lib/server/services/scenes/list-scenes";

export const GET = route({ action: "team.list", ...endpoints.getSceneScenes, area: "owner" }, ({ db, session, query }) => listScenes(db, session, query));
