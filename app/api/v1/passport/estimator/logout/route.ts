import { endpoints } from "@/lib/contracts/endpoints";
import { logoutRoute } from "@/lib/server/http/passport-routes";

export const POST = logoutRoute("estimator", endpoints.postPassportEstimatorLogout);
