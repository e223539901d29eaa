import { logoutRoute } from "@/lib/server/http/passport-routes";

export const POST = logoutRoute("estimator");
