import { AdministratorSelfDto } from "../staff";
import { defineEndpoints, Ok, Unspecified } from "../endpoint";
import { AdminIdParam, AdminOwnersQuery, AdminProfilesQuery, ApproveProfile, CreateEstimatorByAdmin, CreateOwnerByAdmin, CreateQuestionnaire, FinalScoreBody, FinalScorePreciseBody, IdsBody, LoginLinkTarget, UpdateEstimatorByAdmin, UpdateOwnerByAdmin, UpdateQuestionnaire } from "../admin";
import { PasswordLogin, SignInResponse } from "../passport";

export const administratorEndpoints = defineEndpoints({
  postAdministratorByTargetByIdMailLoginLink: { method: "POST", path: "/api/v1/administrator/{target}/{id}/mail/login-link", auth: "administrator", params: LoginLinkTarget, response: Ok },
  getAdministratorEstimatorsById: { method: "GET", path: "/api/v1/administrator/estimators/{id}", auth: "administrator", params: AdminIdParam, response: Unspecified },
  patchAdministratorEstimatorsById: { method: "PATCH", path: "/api/v1/administrator/estimators/{id}", auth: "administrator", params: AdminIdParam, body: UpdateEstimatorByAdmin, response: Unspecified },
  deleteAdministratorEstimatorsById: { method: "DELETE", path: "/api/v1/administrator/estimators/{id}", auth: "administrator", params: AdminIdParam, response: Ok },
  getAdministratorEstimators: { method: "GET", path: "/api/v1/administrator/estimators", auth: "administrator", response: Unspecified },
  postAdministratorEstimators: { method: "POST", path: "/api/v1/administrator/estimators", auth: "administrator", body: CreateEstimatorByAdmin, response: Unspecified },
  postAdministratorLogin: { method: "POST", path: "/api/v1/administrator/login", auth: "public", body: PasswordLogin, response: SignInResponse },
  postAdministratorLogout: { method: "POST", path: "/api/v1/administrator/logout", auth: { domain: "administrator", optional: true }, response: Ok },
  getAdministratorOwnersById: { method: "GET", path: "/api/v1/administrator/owners/{id}", auth: "administrator", params: AdminIdParam, response: Unspecified },
  patchAdministratorOwnersById: { method: "PATCH", path: "/api/v1/administrator/owners/{id}", auth: "administrator", params: AdminIdParam, body: UpdateOwnerByAdmin, response: Unspecified },
  deleteAdministratorOwnersById: { method: "DELETE", path: "/api/v1/administrator/owners/{id}", auth: "administrator", params: AdminIdParam, response: Ok },
  getAdministratorOwners: { method: "GET", path: "/api/v1/administrator/owners", auth: "administrator", query: AdminOwnersQuery, response: Unspecified },
  postAdministratorOwners: { method: "POST", path: "/api/v1/administrator/owners", auth: "administrator", body: CreateOwnerByAdmin, response: Unspecified },
  deleteAdministratorOwners: { method: "DELETE", path: "/api/v1/administrator/owners", auth: "administrator", body: IdsBody, response: Unspecified },
  getAdministratorProfileFilterOwners: { method: "GET", path: "/api/v1/administrator/profile-filter/owners", auth: "administrator", response: Unspecified },
  putAdministratorProfilesByIdFinalScorePrecise: { method: "PUT", path: "/api/v1/administrator/profiles/{id}/final-score-precise", auth: "administrator", params: AdminIdParam, body: FinalScorePreciseBody, response: Unspecified },
  deleteAdministratorProfilesByIdFinalScorePrecise: { method: "DELETE", path: "/api/v1/administrator/profiles/{id}/final-score-precise", auth: "administrator", params: AdminIdParam, response: Unspecified },
  putAdministratorProfilesByIdFinalScore: { method: "PUT", path: "/api/v1/administrator/profiles/{id}/final-score", auth: "administrator", params: AdminIdParam, body: FinalScoreBody, response: Unspecified },
  deleteAdministratorProfilesByIdFinalScore: { method: "DELETE", path: "/api/v1/administrator/profiles/{id}/final-score", auth: "administrator", params: AdminIdParam, response: Unspecified },
  getAdministratorProfilesById: { method: "GET", path: "/api/v1/administrator/profiles/{id}", auth: "administrator", params: AdminIdParam, response: Unspecified },
  patchAdministratorProfilesById: { method: "PATCH", path: "/api/v1/administrator/profiles/{id}", auth: "administrator", params: AdminIdParam, body: ApproveProfile, response: Unspecified },
  deleteAdministratorProfilesById: { method: "DELETE", path: "/api/v1/administrator/profiles/{id}", auth: "administrator", params: AdminIdParam, response: Ok },
  getAdministratorProfiles: { method: "GET", path: "/api/v1/administrator/profiles", auth: "administrator", query: AdminProfilesQuery, response: Unspecified },
  deleteAdministratorProfiles: { method: "DELETE", path: "/api/v1/administrator/profiles", auth: "administrator", body: IdsBody, response: Unspecified },
  postAdministratorQuestionnaireByIdRecalculate: { method: "POST", path: "/api/v1/administrator/questionnaire/{id}/recalculate", auth: "administrator", params: AdminIdParam, response: Unspecified },
  getAdministratorQuestionnaireById: { method: "GET", path: "/api/v1/administrator/questionnaire/{id}", auth: "administrator", params: AdminIdParam, response: Unspecified },
  patchAdministratorQuestionnaireById: { method: "PATCH", path: "/api/v1/administrator/questionnaire/{id}", auth: "administrator", params: AdminIdParam, body: UpdateQuestionnaire, response: Unspecified },
  deleteAdministratorQuestionnaireById: { method: "DELETE", path: "/api/v1/administrator/questionnaire/{id}", auth: "administrator", params: AdminIdParam, response: Unspecified },
  getAdministratorQuestionnaire: { method: "GET", path: "/api/v1/administrator/questionnaire", auth: "administrator", response: Unspecified },
  postAdministratorQuestionnaire: { method: "POST", path: "/api/v1/administrator/questionnaire", auth: "administrator", body: CreateQuestionnaire, response: Unspecified },
  getAdministratorSelf: { method: "GET", path: "/api/v1/administrator/self", auth: "administrator", response: AdministratorSelfDto },
});
