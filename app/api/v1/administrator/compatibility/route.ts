import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { listCoupleResults } from "@/lib/server/services/consumer/admin-results";

export const GET = route({ action: "admin.coupleResults.read", ...endpoints.getAdministratorCompatibility }, (ctx) => listCoupleResults(ctx.db, ctx.query));
