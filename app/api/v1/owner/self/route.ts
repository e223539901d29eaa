import { DeleteOwnerSelf, UpdateOwnerSelf } from "@/lib/contracts/owner";
import { route } from "@/lib/server/http/route";
import { clearSessionCookie, requestMeta } from "@/lib/server/http/sign-in-response";
import { deleteOwnerSelf, getOwnerSelf, updateOwnerSelf } from "@/lib/server/services/owner/owner-self";

export const GET = route({ auth: "owner", action: "owner.self.read", area: "owner" }, ({ db, session }) => getOwnerSelf(db, session));

export const PATCH = route({ atomic: true, auth: "owner", action: "owner.self.update", body: UpdateOwnerSelf, area: "owner" }, (ctx) =>
  updateOwnerSelf(ctx.db, ctx.session, ctx.body, ctx.locale, requestMeta(ctx)),
);

export const DELETE = route({ atomic: true, auth: "owner", action: "owner.self.delete", body: DeleteOwnerSelf, area: "owner" }, async (ctx) => {
  await deleteOwnerSelf(ctx.db, ctx.session, ctx.body.confirmation, requestMeta(ctx));
  clearSessionCookie(ctx, "owner");
  return { ok: true };
});
