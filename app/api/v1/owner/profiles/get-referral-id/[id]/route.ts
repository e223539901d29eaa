import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { getReferralId } from "@/lib/server/services/profiles/share-profiles";

export const POST = route({ action: "profile.share", ...endpoints.postOwnerProfilesGetReferralIdById, area: "owner" }, (ctx) => getReferralId(ctx.db, ctx.session, ctx.params.id, requestMeta(ctx)));
