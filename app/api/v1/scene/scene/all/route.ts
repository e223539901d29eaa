import { route } from "@/lib/server/http/route";
import { deleteScenes } from "@/lib/server/services/scenes/manage-scenes";

export const DELETE = route({ atomic: true, auth: "owner", action: "team.delete", area: "owner" }, ({ db, session }) => deleteScenes(db, session, "all"));
