import { route } from "@/lib/server/http/route";
import { getAdministratorSelf } from "@/lib/server/services/staff/staff-self";

export const GET = route({ auth: "administrator", action: "administrator.self.read", area: "administrator" }, ({ db, session }) => getAdministratorSelf(db, session));
