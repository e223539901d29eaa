import { defineEndpoints, Unspecified } from "../endpoint";
import { FillerProfileDto, PermalinkParam, SaveProfileAnswers, UpgradeAnswers } from "../profiles";

export const appEndpoints = defineEndpoints({
  getAppProfileByPermalinkGrade: { method: "GET", path: "/api/v1/app/profile/{permalink}/grade", auth: "public", params: PermalinkParam, response: Unspecified },
  getAppProfileByPermalink: { method: "GET", path: "/api/v1/app/profile/{permalink}", auth: "public", params: PermalinkParam, response: FillerProfileDto },
  patchAppProfileByPermalink: { method: "PATCH", path: "/api/v1/app/profile/{permalink}", auth: "public", params: PermalinkParam, body: SaveProfileAnswers, response: Unspecified },
  getAppProfileByPermalinkUpgrade: { method: "GET", path: "/api/v1/app/profile/{permalink}/upgrade", auth: "public", params: PermalinkParam, response: Unspecified },
  putAppProfileByPermalinkUpgrade: { method: "PUT", path: "/api/v1/app/profile/{permalink}/upgrade", auth: "public", params: PermalinkParam, body: UpgradeAnswers, response: Unspecified },
  getAppUpgradeShort: { method: "GET", path: "/api/v1/app/upgrade/short", auth: "public", response: Unspecified },
});
