import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { getComparison } from "@/lib/server/services/scenes/compare-scenes";

export const GET = route({ action: "comparison.read", ...endpoints.getSceneScenesCompareById, area: "owner" }, ({ db, session, params }) => getComparison(db, session, params.id));
