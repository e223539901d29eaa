import { endpoints } from "@/lib/contracts/endpoints";
import { resetPasswordRoute } from "@/lib/server/http/passport-routes";

export const POST = resetPasswordRoute("estimator", endpoints.postPassportEstimatorPasswordReset);
