import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { inviteCouplePartner } from "@/lib/server/services/consumer/couple-results";

export const POST = route({ action: "coupleResult.invite", ...endpoints.postOwnerCompatibilityInviteByKey, area: "public" }, (ctx) =>
  inviteCouplePartner(ctx.db, ctx.session, ctx.params.key, ctx),
);
