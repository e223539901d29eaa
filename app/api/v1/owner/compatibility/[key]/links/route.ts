import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { createShareLink } from "@/lib/server/services/consumer/share-links";

export const POST = route({ action: "coupleResult.share", ...endpoints.postOwnerCompatibilityLinksByKey, area: "public" }, (ctx) =>
  createShareLink(ctx.db, ctx.session, ctx.params.key, ctx),
);
