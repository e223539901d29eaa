import { route } from "@/lib/server/http/route";
import { ownerFilterList } from "@/lib/server/services/admin/admin-owners";

export const GET = route({ auth: "administrator", action: "admin.owners.read", area: "administrator" }, ({ db }) => ownerFilterList(db));
