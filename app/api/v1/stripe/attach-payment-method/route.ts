import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { attachPaymentMethod } from "@/lib/server/services/billing/owner-subscriptions";

export const POST = route({ action: "billing.subscription.manage", ...endpoints.postStripeAttachPaymentMethod, area: "owner" }, async (ctx) => {
  await attachPaymentMethod(ctx.db, ctx.session, ctx.body.paymentMethodId, requestMeta(ctx));
  return { ok: true as const };
});
