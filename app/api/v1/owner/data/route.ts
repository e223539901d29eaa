import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { saveConsumerData } from "@/lib/server/services/consumer/drafts";

export const POST = route({ action: "consumerData.write", ...endpoints.postOwnerData, area: "public", maxBodyBytes: 48 * 1024 }, async (ctx) => {
  await saveConsumerData(ctx.db, ctx.body.key, ctx.body.data, requestMeta(ctx));
  return { ok: true };
});
