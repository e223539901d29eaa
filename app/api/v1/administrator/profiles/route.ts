import { AdminProfilesQuery, IdsBody } from "@/lib/contracts/admin";
import { route } from "@/lib/server/http/route";
import { deleteProfilesByAdmin, listProfilesForAdmin } from "@/lib/server/services/admin/admin-profiles";

export const GET = route({ auth: "administrator", action: "admin.profiles.read", query: AdminProfilesQuery, area: "administrator" }, ({ db, query }) => listProfilesForAdmin(db, query));
/** DELETE /profiles { ids }: bulk deletion. */
export const DELETE = route({ atomic: true, auth: "administrator", action: "admin.profiles.manage", body: IdsBody, area: "administrator" }, ({ db, session, body, now }) => deleteProfilesByAdmin(db, session, body.ids, now));
