import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { clearSessionCookie, requestMeta } from "@/lib/server/http/sign-in-response";
import { deleteOwnerSelf, getOwnerSelf, updateOwnerSelf } from "@/lib/server/services/owner/owner-self";

export const GET = route({ action: "owner.self.read", ...endpoints.getOwnerSelf, area: "owner" }, ({ db, session }) => getOwnerSelf(db, session));

export const PATCH = route({ action: "owner.self.update", ...endpoints.patchOwnerSelf, atomic: true, area: "owner" }, (ctx) =>
  updateOwnerSelf(ctx.db, ctx.session, ctx.body, ctx.locale, requestMeta(ctx)),
);

export const DELETE = route({ action: "owner.self.delete", ...endpoints.deleteOwnerSelf, atomic: true, area: "owner" }, async (ctx) => {
  await deleteOwnerSelf(ctx.db, ctx.session, ctx.body.confirmation, requestMeta(ctx));
  clearSessionCookie(ctx, "owner");
  return { ok: true };
});
