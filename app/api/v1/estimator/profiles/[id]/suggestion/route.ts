import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { estimatorSuggestion } from "@/lib/server/services/neuronet/suggestions";

export const GET = route({ action: "estimate.read", ...endpoints.getEstimatorProfilesByIdSuggestion, area: "estimator" }, ({ db, session, params }) => estimatorSuggestion(db, session, params.id));
