import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { submitLoveProfile } from "@/lib/server/services/profiles/submit-questionnaire";

export const POST = route({ action: "profile.create", ...endpoints.postOwnerProfilesLove, atomic: true, area: "owner", maxBodyBytes: 256 * 1024 }, (ctx) =>
  submitLoveProfile(ctx.db, ctx.session, ctx.body, requestMeta(ctx)),
);
