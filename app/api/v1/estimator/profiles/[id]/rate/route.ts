import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { rateProfile } from "@/lib/server/services/estimates/estimator-work";

export const PUT = route({ action: "estimate.rate", ...endpoints.putEstimatorProfilesByIdRate, atomic: true, area: "estimator" }, ({ db, session, params, body, now }) =>
  rateProfile(db, session, params.id, body.score, false, now),
);
