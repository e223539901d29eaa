import { defineEndpoints } from "../endpoint";
import { GradeSuggestionAnswer } from "../neuronet";
import { ProfileIdParam } from "../profiles";
import { AssignedBatch, EstimatorProfileDetailDto, EstimatorProfileItemDto, EstimatorProfileListDto, EstimatorProfilesQuery, PatchAssignedProfile, RateProfile, RateProfilePrecise, SaveNote } from "../estimators";
import { EstimatorSelfDto, UpdateEstimatorSelf } from "../staff";

export const estimatorEndpoints = defineEndpoints({
  patchEstimatorNotesById: { method: "PATCH", path: "/api/v1/estimator/notes/{id}", auth: "estimator", params: ProfileIdParam, body: SaveNote, response: EstimatorProfileItemDto },
  putEstimatorProfilesByIdRatePrecise: { method: "PUT", path: "/api/v1/estimator/profiles/{id}/rate-precise", auth: "estimator", params: ProfileIdParam, body: RateProfilePrecise, response: EstimatorProfileItemDto },
  putEstimatorProfilesByIdRate: { method: "PUT", path: "/api/v1/estimator/profiles/{id}/rate", auth: "estimator", params: ProfileIdParam, body: RateProfile, response: EstimatorProfileItemDto },
  getEstimatorProfilesById: { method: "GET", path: "/api/v1/estimator/profiles/{id}", auth: "estimator", params: ProfileIdParam, response: EstimatorProfileDetailDto },
  getEstimatorProfilesByIdSuggestion: { method: "GET", path: "/api/v1/estimator/profiles/{id}/suggestion", auth: "estimator", params: ProfileIdParam, response: GradeSuggestionAnswer, summary: "The published grading network's suggestion for an assigned profile (null without a published model or answers)." },
  patchEstimatorProfilesById: { method: "PATCH", path: "/api/v1/estimator/profiles/{id}", auth: "estimator", params: ProfileIdParam, body: PatchAssignedProfile, response: EstimatorProfileItemDto },
  postEstimatorProfilesAssignment: { method: "POST", path: "/api/v1/estimator/profiles/assignment", auth: "estimator", response: AssignedBatch },
  getEstimatorProfiles: { method: "GET", path: "/api/v1/estimator/profiles", auth: "estimator", query: EstimatorProfilesQuery, response: EstimatorProfileListDto },
  getEstimatorSelf: { method: "GET", path: "/api/v1/estimator/self", auth: "estimator", response: EstimatorSelfDto },
  patchEstimatorSelf: { method: "PATCH", path: "/api/v1/estimator/self", auth: "estimator", body: UpdateEstimatorSelf, response: EstimatorSelfDto },
});
