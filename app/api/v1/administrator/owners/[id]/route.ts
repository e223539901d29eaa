import { AdminIdParam, UpdateOwnerByAdmin } from "@/lib/contracts/admin";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { deleteOwnersByAdmin, getOwnerForAdmin, updateOwnerByAdmin } from "@/lib/server/services/admin/admin-owners";
import { AppError } from "@/lib/server/http/app-error";

export const GET = route({ auth: "administrator", action: "admin.owners.read", params: AdminIdParam, area: "administrator" }, ({ db, params }) => getOwnerForAdmin(db, params.id));
export const PATCH = route({ atomic: true, auth: "administrator", action: "admin.owners.manage", params: AdminIdParam, body: UpdateOwnerByAdmin, area: "administrator" }, (ctx) => updateOwnerByAdmin(ctx.db, ctx.session, ctx.params.id, ctx.body, requestMeta(ctx)));
export const DELETE = route({ atomic: true, auth: "administrator", action: "admin.owners.manage", params: AdminIdParam, area: "administrator" }, async (ctx) => {
  const { deleted } = await deleteOwnersByAdmin(ctx.db, ctx.session, [ctx.params.id], requestMeta(ctx));
  if (!deleted) throw new AppError("entity_not_found");
  return { ok: true };
});
