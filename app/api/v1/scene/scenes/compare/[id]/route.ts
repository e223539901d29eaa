import { SceneIdParam } from "@/lib/contracts/scenes";
import { route } from "@/lib/server/http/route";
import { getComparison } from "@/lib/server/services/scenes/compare-scenes";

export const GET = route({ auth: "owner", action: "comparison.read", params: SceneIdParam, area: "owner" }, ({ db, session, params }) => getComparison(db, session, params.id));
