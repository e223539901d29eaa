import { RecordPageView } from "../analytics";
import { defineEndpoints, Ok } from "../endpoint";
import { FillerGrade, FillerProfileDto, FillerUpgrade, PermalinkParam, QuestionnaireDto, SaveProfileAnswers, UpgradeAnswers } from "../profiles";

export const appEndpoints = defineEndpoints({
  getAppProfileByPermalinkGrade: { method: "GET", path: "/api/v1/app/profile/{permalink}/grade", auth: "public", params: PermalinkParam, response: FillerGrade },
  getAppProfileByPermalink: { method: "GET", path: "/api/v1/app/profile/{permalink}", auth: "public", params: PermalinkParam, response: FillerProfileDto },
  patchAppProfileByPermalink: { method: "PATCH", path: "/api/v1/app/profile/{permalink}", auth: "public", params: PermalinkParam, body: SaveProfileAnswers, response: FillerProfileDto },
  getAppProfileByPermalinkUpgrade: { method: "GET", path: "/api/v1/app/profile/{permalink}/upgrade", auth: "public", params: PermalinkParam, response: FillerUpgrade },
  putAppProfileByPermalinkUpgrade: { method: "PUT", path: "/api/v1/app/profile/{permalink}/upgrade", auth: "public", params: PermalinkParam, body: UpgradeAnswers, response: FillerProfileDto },
  postAppAnalyticsPageView: { method: "POST", path: "/api/v1/app/analytics/page-view", auth: "public", body: RecordPageView, response: Ok, summary: "Counts one page view (first-party; no cookie, no address kept)" },
  getAppUpgradeShort: { method: "GET", path: "/api/v1/app/upgrade/short", auth: "public", response: QuestionnaireDto },
});
