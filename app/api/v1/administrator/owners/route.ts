import { AdminOwnersQuery, CreateOwnerByAdmin, IdsBody } from "@/lib/contracts/admin";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { createOwnerByAdmin, deleteOwnersByAdmin, listOwners } from "@/lib/server/services/admin/admin-owners";

export const GET = route({ auth: "administrator", action: "admin.owners.read", query: AdminOwnersQuery, area: "administrator" }, ({ db, query }) => listOwners(db, query));
export const POST = route({ atomic: true, auth: "administrator", action: "admin.owners.manage", body: CreateOwnerByAdmin, area: "administrator" }, (ctx) => createOwnerByAdmin(ctx.db, ctx.session, ctx.body, requestMeta(ctx)));
/** DELETE /owners { ids }: bulk deletion. */
export const DELETE = route({ atomic: true, auth: "administrator", action: "admin.owners.manage", body: IdsBody, area: "administrator" }, (ctx) => deleteOwnersByAdmin(ctx.db, ctx.session, ctx.body.ids, requestMeta(ctx)));
