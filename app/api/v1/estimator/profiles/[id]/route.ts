import { PatchAssignedProfile } from "@/lib/contracts/estimators";
import { ProfileIdParam } from "@/lib/contracts/profiles";
import { route } from "@/lib/server/http/route";
import { getAssignedProfile, patchAssignedProfile } from "@/lib/server/services/estimates/estimator-work";

export const GET = route({ auth: "estimator", action: "estimate.read", params: ProfileIdParam, area: "estimator" }, ({ db, session, params }) => getAssignedProfile(db, session, params.id));

export const PATCH = route({ atomic: true, auth: "estimator", action: "estimate.mark", params: ProfileIdParam, body: PatchAssignedProfile, area: "estimator" }, ({ db, session, params, body, now }) =>
  patchAssignedProfile(db, session, params.id, body, now),
);
