import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { getFillerProfile, saveFillerProfile } from "@/lib/server/services/profiles/fill-profile";

export const GET = route({ action: "invitation.read", ...endpoints.getAppProfileByPermalink }, ({ db, params }) => getFillerProfile(db, params.permalink));

export const PATCH = route({ action: "invitation.fill", ...endpoints.patchAppProfileByPermalink, maxBodyBytes: 256 * 1024 }, (ctx) =>
  saveFillerProfile(ctx.db, ctx.params.permalink, ctx.body, requestMeta(ctx)),
);
