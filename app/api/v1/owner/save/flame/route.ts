import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { saveFlameResult } from "@/lib/server/services/consumer/save-flame";

export const POST = route({ action: "coupleResult.save", ...endpoints.postOwnerSaveFlame, area: "flame" }, async (ctx) => {
  await saveFlameResult(ctx.db, ctx.session, ctx.body, ctx.locale, requestMeta(ctx));
  return { ok: true };
});
