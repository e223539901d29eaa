import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { resultPdf } from "@/lib/server/services/consumer/result-files";

export const GET = route({ action: "coupleResult.read", ...endpoints.getOwnerCompatibilityPdfByKey, area: "public" }, (ctx) => resultPdf(ctx.db, ctx.session, ctx.params.key, ctx.locale));
