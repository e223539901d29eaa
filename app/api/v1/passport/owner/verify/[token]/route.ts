import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { completeSignIn, requestMeta } from "@/lib/server/http/sign-in-response";
import { verifyOwnerEmail } from "@/lib/server/services/passport/verification";

export const POST = route({ action: "owner.verifyEmail", ...endpoints.postPassportOwnerVerifyByToken, area: "owner" }, async (ctx) =>
  completeSignIn(ctx, await verifyOwnerEmail(ctx.db, ctx.params.token, requestMeta(ctx))),
);
