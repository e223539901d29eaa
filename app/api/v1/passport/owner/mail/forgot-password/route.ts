import { forgotPasswordRoute } from "@/lib/server/http/passport-routes";

export const POST = forgotPasswordRoute("owner");
