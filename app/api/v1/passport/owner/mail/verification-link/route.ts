import { VerificationLinkRequest } from "@/lib/contracts/passport";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { requestVerificationLink } from "@/lib/server/services/passport/verification";

export const POST = route({ auth: "owner", action: "owner.verification.request", body: VerificationLinkRequest, area: "owner" }, async (ctx) => {
  await requestVerificationLink(ctx.db, ctx.session.account, ctx.locale, requestMeta(ctx));
  return { ok: true };
});
