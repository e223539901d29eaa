import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { assignBatch } from "@/lib/server/services/estimates/assign-batch";

/** POST /profiles/assignment: a new batch of completed, unassigned profiles → { batchSize, assigned }. */
export const POST = route({ action: "estimate.assign", ...endpoints.postEstimatorProfilesAssignment, atomic: true, area: "estimator" }, ({ db, session, now }) => assignBatch(db, session, now));
