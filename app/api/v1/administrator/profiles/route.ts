import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { deleteProfilesByAdmin, listProfilesForAdmin } from "@/lib/server/services/admin/admin-profiles";

export const GET = route({ action: "admin.profiles.read", ...endpoints.getAdministratorProfiles, area: "administrator" }, ({ db, query }) => listProfilesForAdmin(db, query));
/** DELETE /profiles { ids }: bulk deletion. */
export const DELETE = route({ action: "admin.profiles.manage", ...endpoints.deleteAdministratorProfiles, atomic: true, area: "administrator" }, ({ db, session, body, now }) => deleteProfilesByAdmin(db, session, body.ids, now));
