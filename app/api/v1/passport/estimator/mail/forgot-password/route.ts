import { endpoints } from "@/lib/contracts/endpoints";
import { forgotPasswordRoute } from "@/lib/server/http/passport-routes";

export const POST = forgotPasswordRoute("estimator", endpoints.postPassportEstimatorMailForgotPassword);
