import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { addPaymentMethod } from "@/lib/server/services/billing/owner-subscriptions";

export const POST = route({ action: "billing.subscription.manage", ...endpoints.postStripeAddPaymentMethod, area: "owner" }, (ctx) => addPaymentMethod(ctx.db, ctx.session, ctx.body, requestMeta(ctx)));
