import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { deleteOwnersByAdmin, getOwnerForAdmin, updateOwnerByAdmin } from "@/lib/server/services/admin/admin-owners";
import { AppError } from "@/lib/server/http/app-error";

export const GET = route({ action: "admin.owners.read", ...endpoints.getAdministratorOwnersById, area: "administrator" }, ({ db, params }) => getOwnerForAdmin(db, params.id));
export const PATCH = route({ action: "admin.owners.manage", ...endpoints.patchAdministratorOwnersById, atomic: true, area: "administrator" }, (ctx) => updateOwnerByAdmin(ctx.db, ctx.session, ctx.params.id, ctx.body, requestMeta(ctx)));
export const DELETE = route({ action: "admin.owners.manage", ...endpoints.deleteAdministratorOwnersById, atomic: true, area: "administrator" }, async (ctx) => {
  const { deleted } = await deleteOwnersByAdmin(ctx.db, ctx.session, [ctx.params.id], requestMeta(ctx));
  if (!deleted) throw new AppError("entity_not_found");
  return { ok: true };
});
