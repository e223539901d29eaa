import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { revokeShareLink } from "@/lib/server/services/consumer/share-links";

export const DELETE = route({ action: "coupleResult.share", ...endpoints.deleteOwnerCompatibilityLinksByKeyByToken, area: "public" }, async (ctx) => {
  await revokeShareLink(ctx.db, ctx.session, ctx.params.key, ctx.params.token, ctx);
  return { ok: true };
});
