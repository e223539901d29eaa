import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { sharedResultImage } from "@/lib/server/services/consumer/result-files";

export const GET = route({ action: "coupleResult.read", ...endpoints.getOwnerCompatibilitySharedImageByToken, area: "public" }, (ctx) => sharedResultImage(ctx.db, ctx.params.token, ctx.locale));
