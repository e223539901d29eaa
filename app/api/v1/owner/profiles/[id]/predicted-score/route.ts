import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { ownerPredictedScore } from "@/lib/server/services/neuronet/suggestions";

export const GET = route({ action: "profile.read", ...endpoints.getOwnerProfilesByIdPredictedScore, area: "owner" }, ({ db, session, params }) => ownerPredictedScore(db, session, params.id));
