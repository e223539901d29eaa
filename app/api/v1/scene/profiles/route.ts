import { route } from "@/lib/server/http/route";
import { endpoints } from "@/lib/contracts/endpoints";
import { listSelectableProfiles } from "@/lib/server/services/scenes/list-selectable-profiles";

export const GET = route({ action: "profile.list", ...endpoints.getSceneProfiles, area: "owner" }, ({ db, session, query }) => listSelectableProfiles(db, session, query));
