import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { listProfiles } from "@/lib/server/services/profiles/list-profiles";
import { createProfile } from "@/lib/server/services/profiles/manage-profiles";

export const GET = route({ action: "profile.list", ...endpoints.getOwnerProfiles, area: "owner" }, ({ db, session, query }) => listProfiles(db, session, query));

export const POST = route({ action: "profile.create", ...endpoints.postOwnerProfiles, atomic: true, area: "owner" }, (ctx) =>
  createProfile(ctx.db, ctx.session, ctx.body, ctx.locale, requestMeta(ctx)),
);
