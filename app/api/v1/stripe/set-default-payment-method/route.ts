import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { setDefaultPaymentMethod } from "@/lib/server/services/billing/owner-subscriptions";

export const POST = route({ action: "billing.subscription.manage", ...endpoints.postStripeSetDefaultPaymentMethod, area: "owner" }, async (ctx) => {
  await setDefaultPaymentMethod(ctx.db, ctx.session, ctx.body.paymentMethodId);
  return { ok: true as const };
});
