import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { createCoupleResult } from "@/lib/server/services/consumer/couple-results";

export const POST = route({ action: "coupleResult.create", ...endpoints.postOwnerCompatibility, area: "public", maxBodyBytes: 256 * 1024 }, (ctx) =>
  createCoupleResult(ctx.db, ctx.session, ctx.body, ctx.locale, requestMeta(ctx)),
);
