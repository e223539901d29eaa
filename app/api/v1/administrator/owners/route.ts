import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { createOwnerByAdmin, deleteOwnersByAdmin, listOwners } from "@/lib/server/services/admin/admin-owners";

export const GET = route({ action: "admin.owners.read", ...endpoints.getAdministratorOwners, area: "administrator" }, ({ db, query }) => listOwners(db, query));
export const POST = route({ action: "admin.owners.manage", ...endpoints.postAdministratorOwners, atomic: true, area: "administrator" }, (ctx) => createOwnerByAdmin(ctx.db, ctx.session, ctx.body, requestMeta(ctx)));
/** DELETE /owners { ids }: bulk deletion. */
export const DELETE = route({ action: "admin.owners.manage", ...endpoints.deleteAdministratorOwners, atomic: true, area: "administrator" }, (ctx) => deleteOwnersByAdmin(ctx.db, ctx.session, ctx.body.ids, requestMeta(ctx)));
