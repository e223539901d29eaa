import { AdminIdParam, UpdateEstimatorByAdmin } from "@/lib/contracts/admin";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { deleteEstimatorByAdmin, getEstimatorForAdmin, updateEstimatorByAdmin } from "@/lib/server/services/admin/admin-estimators";

export const GET = route({ auth: "administrator", action: "admin.estimators.read", params: AdminIdParam, area: "administrator" }, ({ db, params }) => getEstimatorForAdmin(db, params.id));
export const PATCH = route({ atomic: true, auth: "administrator", action: "admin.estimators.manage", params: AdminIdParam, body: UpdateEstimatorByAdmin, area: "administrator" }, (ctx) => updateEstimatorByAdmin(ctx.db, ctx.session, ctx.params.id, ctx.body, requestMeta(ctx)));
export const DELETE = route({ atomic: true, auth: "administrator", action: "admin.estimators.manage", params: AdminIdParam, area: "administrator" }, async (ctx) => {
  await deleteEstimatorByAdmin(ctx.db, ctx.session, ctx.params.id, requestMeta(ctx));
  return { ok: true };
});
