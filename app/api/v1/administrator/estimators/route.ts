import { CreateEstimatorByAdmin } from "@/lib/contracts/admin";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { createEstimatorByAdmin, listEstimators } from "@/lib/server/services/admin/admin-estimators";

export const GET = route({ auth: "administrator", action: "admin.estimators.read", area: "administrator" }, ({ db }) => listEstimators(db));
export const POST = route({ atomic: true, auth: "administrator", action: "admin.estimators.manage", body: CreateEstimatorByAdmin, area: "administrator" }, (ctx) => createEstimatorByAdmin(ctx.db, ctx.session, ctx.body, requestMeta(ctx)));
