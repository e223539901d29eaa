import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { issueAuthHandoff } from "@/lib/server/services/passport/auth-handoff";

/** Mints the single-use authId that POST /owner/preauthenticate exchanges for a session elsewhere. */
export const POST = route({ action: "session.handOff", ...endpoints.postPassportOwnerAuthId, area: "owner" }, async (ctx) => ({
  authId: await issueAuthHandoff(ctx.db, ctx.session, requestMeta(ctx)),
}));
