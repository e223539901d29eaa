import { resetPasswordRoute } from "@/lib/server/http/passport-routes";

export const POST = resetPasswordRoute("owner");
