import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { listLovePairs } from "@/lib/server/services/consumer/admin-results";

export const GET = route({ action: "admin.coupleResults.read", ...endpoints.getAdministratorLovePairs }, (ctx) => listLovePairs(ctx.db, ctx.query));
