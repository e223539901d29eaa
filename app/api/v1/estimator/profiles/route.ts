import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { listAssignedProfiles } from "@/lib/server/services/estimates/estimator-work";

export const GET = route({ action: "estimate.list", ...endpoints.getEstimatorProfiles, area: "estimator" }, ({ db, session, query }) => listAssignedProfiles(db, session, query));
