import { ProfileIdParam } from "@/lib/contracts/profiles";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { getReferralId } from "@/lib/server/services/profiles/share-profiles";

export const POST = route({ auth: "owner", action: "profile.share", params: ProfileIdParam, area: "owner" }, (ctx) => getReferralId(ctx.db, ctx.session, ctx.params.id, requestMeta(ctx)));
