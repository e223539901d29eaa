import { ProfileIdParam, UpdateProfile } from "@/lib/contracts/profiles";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { deleteProfile, getProfile, updateProfile } from "@/lib/server/services/profiles/manage-profiles";

export const GET = route({ auth: "owner", action: "profile.read", params: ProfileIdParam, area: "owner" }, (ctx) => getProfile(ctx.db, ctx.session, ctx.params.id, requestMeta(ctx)));

export const PATCH = route({ atomic: true, auth: "owner", action: "profile.update", params: ProfileIdParam, body: UpdateProfile, area: "owner" }, (ctx) =>
  updateProfile(ctx.db, ctx.session, ctx.params.id, ctx.body, requestMeta(ctx)),
);

export const DELETE = route({ atomic: true, auth: "owner", action: "profile.delete", params: ProfileIdParam, area: "owner" }, async (ctx) => {
  await deleteProfile(ctx.db, ctx.session, ctx.params.id, requestMeta(ctx));
  return { ok: true };
});
