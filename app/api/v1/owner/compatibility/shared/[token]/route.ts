import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { readSharedResult } from "@/lib/server/services/consumer/share-links";

export const GET = route({ action: "coupleResult.read", ...endpoints.getOwnerCompatibilitySharedByToken, area: "public" }, (ctx) => readSharedResult(ctx.db, ctx.params.token));
