import { UpdateEstimatorSelf } from "@/lib/contracts/staff";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { getEstimatorSelf, updateEstimatorSelf } from "@/lib/server/services/staff/staff-self";

export const GET = route({ auth: "estimator", action: "estimator.self.read", area: "estimator" }, ({ db, session }) => getEstimatorSelf(db, session));

export const PATCH = route({ auth: "estimator", action: "estimator.self.update", body: UpdateEstimatorSelf, area: "estimator" }, (ctx) =>
  updateEstimatorSelf(ctx.db, ctx.session, ctx.body, requestMeta(ctx)),
);
