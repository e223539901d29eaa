import { endpoints } from "@/lib/contracts/endpoints";
import { magicLinkLoginRoute } from "@/lib/server/http/passport-routes";

export const POST = magicLinkLoginRoute("estimator", endpoints.postPassportEstimatorLoginMagicByToken);
