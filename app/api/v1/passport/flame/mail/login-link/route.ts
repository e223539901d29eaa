import { endpoints } from "@/lib/contracts/endpoints";
import { loginLinkRequestRoute } from "@/lib/server/http/passport-routes";

export const POST = loginLinkRequestRoute("flame", endpoints.postPassportFlameMailLoginLink);
