import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { readCoupleResult } from "@/lib/server/services/consumer/couple-results";

export const GET = route({ action: "coupleResult.read", ...endpoints.getOwnerCompatibilityByKey, area: "public" }, (ctx) =>
  readCoupleResult(ctx.db, ctx.session, ctx.params.key, ctx.locale, ctx),
);
