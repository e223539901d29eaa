import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { getEstimatorSelf, updateEstimatorSelf } from "@/lib/server/services/staff/staff-self";

export const GET = route({ action: "estimator.self.read", ...endpoints.getEstimatorSelf, area: "estimator" }, ({ db, session }) => getEstimatorSelf(db, session));

export const PATCH = route({ action: "estimator.self.update", ...endpoints.patchEstimatorSelf, area: "estimator" }, (ctx) =>
  updateEstimatorSelf(ctx.db, ctx.session, ctx.body, requestMeta(ctx)),
);
