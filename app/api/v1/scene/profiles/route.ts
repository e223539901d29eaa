import { route } from "@/lib/server/http/route";
import { listSelectableProfiles } from "@/lib/server/services/scenes/scene-people";

export const GET = route({ auth: "owner", action: "profile.list", area: "owner" }, ({ db, session }) => listSelectableProfiles(db, session));
