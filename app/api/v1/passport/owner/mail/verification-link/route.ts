import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { requestVerificationLink } from "@/lib/server/services/passport/verification";

export const POST = route({ action: "owner.verification.request", ...endpoints.postPassportOwnerMailVerificationLink, area: "owner" }, async (ctx) => {
  await requestVerificationLink(ctx.db, ctx.session.account, ctx.locale, requestMeta(ctx));
  return { ok: true };
});
