import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { completeSignIn, requestMeta } from "@/lib/server/http/sign-in-response";
import { preauthenticate } from "@/lib/server/services/passport/auth-handoff";

export const POST = route({ action: "session.signIn", ...endpoints.postPassportOwnerPreauthenticate, area: "owner" }, async (ctx) =>
  completeSignIn(ctx, await preauthenticate(ctx.db, ctx.body.authId, requestMeta(ctx))),
);
