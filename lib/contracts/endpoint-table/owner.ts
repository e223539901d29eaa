import { defineEndpoints, Ok } from "../endpoint";
import { GradeSuggestionAnswer } from "../neuronet";
import { AttachExists, AttachedProfile, CanAttach, CanUpend, CreateProfile, LinkIdParam, LinkParam, ProfileDetailDto, ProfileIdParam, ProfileListDto, ProfileListQuery, QuestionnaireDto, QuestionnaireQuery, ReferralLink, SharedProfileDto, SubmitAnonymousQuestionnaire, SubmitQuestionnaire, SubmittedProfile, UpdateProfile } from "../profiles";
import { DeleteOwnerSelf, OwnerSelfDto, UpdateOwnerSelf } from "../owner";

export const ownerEndpoints = defineEndpoints({
  getOwnerProfilesByIdMain: { method: "GET", path: "/api/v1/owner/profiles/{id}/main", auth: "public", params: LinkIdParam, response: SharedProfileDto },
  getOwnerProfilesById: { method: "GET", path: "/api/v1/owner/profiles/{id}", auth: "owner", params: ProfileIdParam, response: ProfileDetailDto },
  getOwnerProfilesByIdPredictedScore: { method: "GET", path: "/api/v1/owner/profiles/{id}/predicted-score", auth: "owner", params: ProfileIdParam, response: GradeSuggestionAnswer, summary: "The published grading network's predicted grades for a completed profile without a final grade (null otherwise or where the plan hides grades)." },
  patchOwnerProfilesById: { method: "PATCH", path: "/api/v1/owner/profiles/{id}", auth: "owner", params: ProfileIdParam, body: UpdateProfile, response: ProfileDetailDto },
  deleteOwnerProfilesById: { method: "DELETE", path: "/api/v1/owner/profiles/{id}", auth: "owner", params: ProfileIdParam, response: Ok },
  postOwnerProfilesAttachById: { method: "POST", path: "/api/v1/owner/profiles/attach/{id}", auth: "owner", params: LinkIdParam, response: AttachedProfile },
  postOwnerProfilesCheckAttachExistById: { method: "POST", path: "/api/v1/owner/profiles/check-attach-exist/{id}", auth: "owner", params: LinkIdParam, response: AttachExists },
  postOwnerProfilesCheckAttachById: { method: "POST", path: "/api/v1/owner/profiles/check-attach/{id}", auth: "owner", params: LinkIdParam, response: CanAttach },
  postOwnerProfilesCheckUpendById: { method: "POST", path: "/api/v1/owner/profiles/check-upend/{id}", auth: "owner", params: LinkIdParam, response: CanUpend },
  postOwnerProfilesDetachById: { method: "POST", path: "/api/v1/owner/profiles/detach/{id}", auth: "owner", params: ProfileIdParam, response: Ok },
  postOwnerProfilesGetReferralIdById: { method: "POST", path: "/api/v1/owner/profiles/get-referral-id/{id}", auth: "owner", params: ProfileIdParam, response: ReferralLink },
  postOwnerProfilesLove: { method: "POST", path: "/api/v1/owner/profiles/love", auth: "owner", body: SubmitQuestionnaire, response: SubmittedProfile },
  getOwnerProfiles: { method: "GET", path: "/api/v1/owner/profiles", auth: "owner", query: ProfileListQuery, response: ProfileListDto },
  postOwnerProfiles: { method: "POST", path: "/api/v1/owner/profiles", auth: "owner", body: CreateProfile, response: ProfileDetailDto },
  getOwnerProfilesSharelinkByLink: { method: "GET", path: "/api/v1/owner/profiles/sharelink/{link}", auth: "owner", params: LinkParam, response: SharedProfileDto },
  postOwnerProfilesShort: { method: "POST", path: "/api/v1/owner/profiles/short", auth: "owner", body: SubmitQuestionnaire, response: SubmittedProfile },
  postOwnerProfilesUnsecure: { method: "POST", path: "/api/v1/owner/profiles/unsecure", auth: "public", body: SubmitAnonymousQuestionnaire, response: SubmittedProfile },
  postOwnerProfilesUpendById: { method: "POST", path: "/api/v1/owner/profiles/upend/{id}", auth: "owner", params: LinkIdParam, response: AttachedProfile },
  getOwnerQuestionnaire: { method: "GET", path: "/api/v1/owner/questionnaire", auth: "owner", query: QuestionnaireQuery, response: QuestionnaireDto },
  getOwnerQuestionnaireUnsecure: { method: "GET", path: "/api/v1/owner/questionnaire/unsecure", auth: "public", query: QuestionnaireQuery, response: QuestionnaireDto },
  getOwnerSelf: { method: "GET", path: "/api/v1/owner/self", auth: "owner", response: OwnerSelfDto },
  patchOwnerSelf: { method: "PATCH", path: "/api/v1/owner/self", auth: "owner", body: UpdateOwnerSelf, response: OwnerSelfDto },
  deleteOwnerSelf: { method: "DELETE", path: "/api/v1/owner/self", auth: "owner", body: DeleteOwnerSelf, response: Ok },
});
