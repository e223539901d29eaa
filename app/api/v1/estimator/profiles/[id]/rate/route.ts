import { RateProfile } from "@/lib/contracts/estimators";
import { ProfileIdParam } from "@/lib/contracts/profiles";
import { route } from "@/lib/server/http/route";
import { rateProfile } from "@/lib/server/services/estimates/estimator-work";

export const PUT = route({ atomic: true, auth: "estimator", action: "estimate.rate", params: ProfileIdParam, body: RateProfile, area: "estimator" }, ({ db, session, params, body, now }) =>
  rateProfile(db, session, params.id, body.score, false, now),
);
