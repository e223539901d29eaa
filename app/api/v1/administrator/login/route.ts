import { endpoints } from "@/lib/contracts/endpoints";
import { passwordLoginRoute } from "@/lib/server/http/passport-routes";

export const POST = passwordLoginRoute("administrator", endpoints.postAdministratorLogin);
