import { PermalinkParam, SaveProfileAnswers } from "@/lib/contracts/profiles";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { getFillerProfile, saveFillerProfile } from "@/lib/server/services/profiles/fill-profile";

export const GET = route({ auth: "public", action: "invitation.read", params: PermalinkParam }, ({ db, params }) => getFillerProfile(db, params.permalink));

export const PATCH = route({ auth: "public", action: "invitation.fill", params: PermalinkParam, body: SaveProfileAnswers, maxBodyBytes: 256 * 1024 }, (ctx) =>
  saveFillerProfile(ctx.db, ctx.params.permalink, ctx.body, requestMeta(ctx)),
);
