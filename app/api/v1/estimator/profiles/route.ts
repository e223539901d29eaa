import { EstimatorProfilesQuery } from "@/lib/contracts/estimators";
import { route } from "@/lib/server/http/route";
import { listAssignedProfiles } from "@/lib/server/services/estimates/estimator-work";

export const GET = route({ auth: "estimator", action: "estimate.list", query: EstimatorProfilesQuery, area: "estimator" }, ({ db, session, query }) => listAssignedProfiles(db, session, query));
