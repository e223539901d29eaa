import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { createEstimatorByAdmin, listEstimators } from "@/lib/server/services/admin/admin-estimators";

export const GET = route({ action: "admin.estimators.read", ...endpoints.getAdministratorEstimators, area: "administrator" }, ({ db }) => listEstimators(db));
export const POST = route({ action: "admin.estimators.manage", ...endpoints.postAdministratorEstimators, atomic: true, area: "administrator" }, (ctx) => createEstimatorByAdmin(ctx.db, ctx.session, ctx.body, requestMeta(ctx)));
