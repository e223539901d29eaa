import { LinkIdParam } from "@/lib/contracts/profiles";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { attachProfile } from "@/lib/server/services/profiles/share-profiles";

/** POST /profiles/attach/{link}: add a profile shared by link to this owner's list. */
export const POST = route({ atomic: true, auth: "owner", action: "sharedProfile.attach", params: LinkIdParam, area: "owner" }, (ctx) => attachProfile(ctx.db, ctx.session, ctx.params.id, requestMeta(ctx)));
