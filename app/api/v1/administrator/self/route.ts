import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { getAdministratorSelf } from "@/lib/server/services/staff/staff-self";

export const GET = route({ action: "administrator.self.read", ...endpoints.getAdministratorSelf, area: "administrator" }, ({ db, session }) => getAdministratorSelf(db, session));
