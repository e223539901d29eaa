import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { upendProfile } from "@/lib/server/services/profiles/submit-questionnaire";

/** POST /profiles/upend/{permalink}: claim a profile filled without an account into this one. */
export const POST = route({ action: "profile.claim", ...endpoints.postOwnerProfilesUpendById, atomic: true, area: "owner" }, (ctx) => upendProfile(ctx.db, ctx.session, ctx.params.id, requestMeta(ctx)));
