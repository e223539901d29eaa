import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { sendLoginLinkByAdmin } from "@/lib/server/services/admin/admin-estimators";

/** POST /{target}/{id}/mail/login-link, target owners or estimators. */
export const POST = route({ action: "admin.loginLinks.send", ...endpoints.postAdministratorByTargetByIdMailLoginLink, area: "administrator" }, async (ctx) => {
  await sendLoginLinkByAdmin(ctx.db, ctx.session, ctx.params.target, ctx.params.id, requestMeta(ctx));
  return { ok: true };
});
