import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { attachProfile } from "@/lib/server/services/profiles/share-profiles";

/** POST /profiles/attach/{link}: add a profile shared by link to this owner's list. */
export const POST = route({ action: "sharedProfile.attach", ...endpoints.postOwnerProfilesAttachById, atomic: true, area: "owner" }, (ctx) => attachProfile(ctx.db, ctx.session, ctx.params.id, requestMeta(ctx)));
