import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { listSelectableProfiles } from "@/lib/server/services/scenes/scene-people";

export const GET = route({ action: "profile.list", ...endpoints.getSceneProfiles, area: "owner" }, ({ db, session }) => listSelectableProfiles(db, session));
