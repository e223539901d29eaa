import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { deleteEstimatorByAdmin, getEstimatorForAdmin, updateEstimatorByAdmin } from "@/lib/server/services/admin/admin-estimators";

export const GET = route({ action: "admin.estimators.read", ...endpoints.getAdministratorEstimatorsById, area: "administrator" }, ({ db, params }) => getEstimatorForAdmin(db, params.id));
export const PATCH = route({ action: "admin.estimators.manage", ...endpoints.patchAdministratorEstimatorsById, atomic: true, area: "administrator" }, (ctx) => updateEstimatorByAdmin(ctx.db, ctx.session, ctx.params.id, ctx.body, requestMeta(ctx)));
export const DELETE = route({ action: "admin.estimators.manage", ...endpoints.deleteAdministratorEstimatorsById, atomic: true, area: "administrator" }, async (ctx) => {
  await deleteEstimatorByAdmin(ctx.db, ctx.session, ctx.params.id, requestMeta(ctx));
  return { ok: true };
});
