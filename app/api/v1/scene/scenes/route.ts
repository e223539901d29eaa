import { route } from "@/lib/server/http/route";
import { listScenes } from "@/lib/server/services/scenes/manage-scenes";

export const GET = route({ auth: "owner", action: "team.list", area: "owner" }, ({ db, session }) => listScenes(db, session));
