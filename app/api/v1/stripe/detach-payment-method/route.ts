import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { detachPaymentMethod } from "@/lib/server/services/billing/owner-subscriptions";

export const DELETE = route({ action: "billing.subscription.manage", ...endpoints.deleteStripeDetachPaymentMethod, area: "owner" }, async (ctx) => {
  await detachPaymentMethod(ctx.db, ctx.session, ctx.query.paymentMethodId, requestMeta(ctx));
  return { ok: true as const };
});
