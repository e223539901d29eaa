import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { ownerFilterList } from "@/lib/server/services/admin/admin-owners";

export const GET = route({ action: "admin.owners.read", ...endpoints.getAdministratorProfileFilterOwners, area: "administrator" }, ({ db }) => ownerFilterList(db));
