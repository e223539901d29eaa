import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { readConsumerData } from "@/lib/server/services/consumer/drafts";

export const GET = route({ action: "consumerData.read", ...endpoints.getOwnerDataById, area: "public" }, (ctx) => readConsumerData(ctx.db, ctx.params.id, ctx.now));
