import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { answerInvitation, readInvitation } from "@/lib/server/services/consumer/couple-results";

export const GET = route({ action: "coupleResult.read", ...endpoints.getOwnerCompatibilityInvitationByToken, area: "public" }, (ctx) => readInvitation(ctx.db, ctx.params.token));

export const POST = route({ action: "coupleResult.invite", ...endpoints.postOwnerCompatibilityInvitationByToken, area: "public", maxBodyBytes: 256 * 1024 }, async (ctx) => {
  await answerInvitation(ctx.db, ctx.params.token, ctx.body, requestMeta(ctx));
  return { ok: true };
});
