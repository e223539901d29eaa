import { defineEndpoints, Unspecified } from "../endpoint";
import { ProfileIdParam } from "../profiles";
import { EstimatorProfilesQuery, PatchAssignedProfile, RateProfile, RateProfilePrecise, SaveNote } from "../estimators";
import { UpdateEstimatorSelf } from "../staff";

export const estimatorEndpoints = defineEndpoints({
  patchEstimatorNotesById: { method: "PATCH", path: "/api/v1/estimator/notes/{id}", auth: "estimator", params: ProfileIdParam, body: SaveNote, response: Unspecified },
  putEstimatorProfilesByIdRatePrecise: { method: "PUT", path: "/api/v1/estimator/profiles/{id}/rate-precise", auth: "estimator", params: ProfileIdParam, body: RateProfilePrecise, response: Unspecified },
  putEstimatorProfilesByIdRate: { method: "PUT", path: "/api/v1/estimator/profiles/{id}/rate", auth: "estimator", params: ProfileIdParam, body: RateProfile, response: Unspecified },
  getEstimatorProfilesById: { method: "GET", path: "/api/v1/estimator/profiles/{id}", auth: "estimator", params: ProfileIdParam, response: Unspecified },
  patchEstimatorProfilesById: { method: "PATCH", path: "/api/v1/estimator/profiles/{id}", auth: "estimator", params: ProfileIdParam, body: PatchAssignedProfile, response: Unspecified },
  postEstimatorProfilesAssignment: { method: "POST", path: "/api/v1/estimator/profiles/assignment", auth: "estimator", response: Unspecified },
  getEstimatorProfiles: { method: "GET", path: "/api/v1/estimator/profiles", auth: "estimator", query: EstimatorProfilesQuery, response: Unspecified },
  getEstimatorSelf: { method: "GET", path: "/api/v1/estimator/self", auth: "estimator", response: Unspecified },
  patchEstimatorSelf: { method: "PATCH", path: "/api/v1/estimator/self", auth: "estimator", body: UpdateEstimatorSelf, response: Unspecified },
});
