import { AdministratorSelfDto } from "../staff";
import { defineEndpoints, Ok } from "../endpoint";
import { AdminEstimatorItemDto, AdminEstimatorList, AdminIdParam, AdminOwnerItemDto, AdminOwnerPage, AdminOwnersQuery, AdminProfileDetailDto, AdminProfilePage, AdminProfilesQuery, AdminQuestionnaireDto, AdminQuestionnaireList, AdminQuestionnaireWithDefinition, ApproveProfile, CreateEstimatorByAdmin, CreateOwnerByAdmin, CreateQuestionnaire, DeletedCount, FinalScoreBody, FinalScorePreciseBody, IdsBody, LoginLinkTarget, OwnerOptions, QuestionnaireDeleted, Recalculated, UpdateEstimatorByAdmin, UpdateOwnerByAdmin, UpdateQuestionnaire } from "../admin";
import { PasswordLogin, SignInResponse } from "../passport";

export const administratorEndpoints = defineEndpoints({
  postAdministratorByTargetByIdMailLoginLink: { method: "POST", path: "/api/v1/administrator/{target}/{id}/mail/login-link", auth: "administrator", params: LoginLinkTarget, response: Ok },
  getAdministratorEstimatorsById: { method: "GET", path: "/api/v1/administrator/estimators/{id}", auth: "administrator", params: AdminIdParam, response: AdminEstimatorItemDto },
  patchAdministratorEstimatorsById: { method: "PATCH", path: "/api/v1/administrator/estimators/{id}", auth: "administrator", params: AdminIdParam, body: UpdateEstimatorByAdmin, response: AdminEstimatorItemDto },
  deleteAdministratorEstimatorsById: { method: "DELETE", path: "/api/v1/administrator/estimators/{id}", auth: "administrator", params: AdminIdParam, response: Ok },
  getAdministratorEstimators: { method: "GET", path: "/api/v1/administrator/estimators", auth: "administrator", response: AdminEstimatorList },
  postAdministratorEstimators: { method: "POST", path: "/api/v1/administrator/estimators", auth: "administrator", body: CreateEstimatorByAdmin, response: AdminEstimatorItemDto },
  postAdministratorLogin: { method: "POST", path: "/api/v1/administrator/login", auth: "public", body: PasswordLogin, response: SignInResponse },
  postAdministratorLogout: { method: "POST", path: "/api/v1/administrator/logout", auth: { domain: "administrator", optional: true }, response: Ok },
  getAdministratorOwnersById: { method: "GET", path: "/api/v1/administrator/owners/{id}", auth: "administrator", params: AdminIdParam, response: AdminOwnerItemDto },
  patchAdministratorOwnersById: { method: "PATCH", path: "/api/v1/administrator/owners/{id}", auth: "administrator", params: AdminIdParam, body: UpdateOwnerByAdmin, response: AdminOwnerItemDto },
  deleteAdministratorOwnersById: { method: "DELETE", path: "/api/v1/administrator/owners/{id}", auth: "administrator", params: AdminIdParam, response: Ok },
  getAdministratorOwners: { method: "GET", path: "/api/v1/administrator/owners", auth: "administrator", query: AdminOwnersQuery, response: AdminOwnerPage },
  postAdministratorOwners: { method: "POST", path: "/api/v1/administrator/owners", auth: "administrator", body: CreateOwnerByAdmin, response: AdminOwnerItemDto },
  deleteAdministratorOwners: { method: "DELETE", path: "/api/v1/administrator/owners", auth: "administrator", body: IdsBody, response: DeletedCount },
  getAdministratorProfileFilterOwners: { method: "GET", path: "/api/v1/administrator/profile-filter/owners", auth: "administrator", response: OwnerOptions },
  putAdministratorProfilesByIdFinalScorePrecise: { method: "PUT", path: "/api/v1/administrator/profiles/{id}/final-score-precise", auth: "administrator", params: AdminIdParam, body: FinalScorePreciseBody, response: AdminProfileDetailDto },
  deleteAdministratorProfilesByIdFinalScorePrecise: { method: "DELETE", path: "/api/v1/administrator/profiles/{id}/final-score-precise", auth: "administrator", params: AdminIdParam, response: AdminProfileDetailDto },
  putAdministratorProfilesByIdFinalScore: { method: "PUT", path: "/api/v1/administrator/profiles/{id}/final-score", auth: "administrator", params: AdminIdParam, body: FinalScoreBody, response: AdminProfileDetailDto },
  deleteAdministratorProfilesByIdFinalScore: { method: "DELETE", path: "/api/v1/administrator/profiles/{id}/final-score", auth: "administrator", params: AdminIdParam, response: AdminProfileDetailDto },
  getAdministratorProfilesById: { method: "GET", path: "/api/v1/administrator/profiles/{id}", auth: "administrator", params: AdminIdParam, response: AdminProfileDetailDto },
  patchAdministratorProfilesById: { method: "PATCH", path: "/api/v1/administrator/profiles/{id}", auth: "administrator", params: AdminIdParam, body: ApproveProfile, response: AdminProfileDetailDto },
  deleteAdministratorProfilesById: { method: "DELETE", path: "/api/v1/administrator/profiles/{id}", auth: "administrator", params: AdminIdParam, response: Ok },
  getAdministratorProfiles: { method: "GET", path: "/api/v1/administrator/profiles", auth: "administrator", query: AdminProfilesQuery, response: AdminProfilePage },
  deleteAdministratorProfiles: { method: "DELETE", path: "/api/v1/administrator/profiles", auth: "administrator", body: IdsBody, response: DeletedCount },
  postAdministratorQuestionnaireByIdRecalculate: { method: "POST", path: "/api/v1/administrator/questionnaire/{id}/recalculate", auth: "administrator", params: AdminIdParam, response: Recalculated },
  getAdministratorQuestionnaireById: { method: "GET", path: "/api/v1/administrator/questionnaire/{id}", auth: "administrator", params: AdminIdParam, response: AdminQuestionnaireWithDefinition },
  patchAdministratorQuestionnaireById: { method: "PATCH", path: "/api/v1/administrator/questionnaire/{id}", auth: "administrator", params: AdminIdParam, body: UpdateQuestionnaire, response: AdminQuestionnaireDto },
  deleteAdministratorQuestionnaireById: { method: "DELETE", path: "/api/v1/administrator/questionnaire/{id}", auth: "administrator", params: AdminIdParam, response: QuestionnaireDeleted },
  getAdministratorQuestionnaire: { method: "GET", path: "/api/v1/administrator/questionnaire", auth: "administrator", response: AdminQuestionnaireList },
  postAdministratorQuestionnaire: { method: "POST", path: "/api/v1/administrator/questionnaire", auth: "administrator", body: CreateQuestionnaire, response: AdminQuestionnaireDto },
  getAdministratorSelf: { method: "GET", path: "/api/v1/administrator/self", auth: "administrator", response: AdministratorSelfDto },
});
