import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { deleteProfile, getProfile, updateProfile } from "@/lib/server/services/profiles/manage-profiles";

export const GET = route({ action: "profile.read", ...endpoints.getOwnerProfilesById, area: "owner" }, (ctx) => getProfile(ctx.db, ctx.session, ctx.params.id, requestMeta(ctx)));

export const PATCH = route({ action: "profile.update", ...endpoints.patchOwnerProfilesById, atomic: true, area: "owner" }, (ctx) =>
  updateProfile(ctx.db, ctx.session, ctx.params.id, ctx.body, requestMeta(ctx)),
);

export const DELETE = route({ action: "profile.delete", ...endpoints.deleteOwnerProfilesById, atomic: true, area: "owner" }, async (ctx) => {
  await deleteProfile(ctx.db, ctx.session, ctx.params.id, requestMeta(ctx));
  return { ok: true };
});
