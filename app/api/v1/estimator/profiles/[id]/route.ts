import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { getAssignedProfile, patchAssignedProfile } from "@/lib/server/services/estimates/estimator-work";

export const GET = route({ action: "estimate.read", ...endpoints.getEstimatorProfilesById, area: "estimator" }, ({ db, session, params }) => getAssignedProfile(db, session, params.id));

export const PATCH = route({ action: "estimate.mark", ...endpoints.patchEstimatorProfilesById, atomic: true, area: "estimator" }, ({ db, session, params, body, now }) =>
  patchAssignedProfile(db, session, params.id, body, now),
);
