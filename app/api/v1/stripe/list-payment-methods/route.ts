import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { listPaymentMethods } from "@/lib/server/services/billing/owner-subscriptions";

export const GET = route({ action: "billing.subscription.read", ...endpoints.getStripeListPaymentMethods, area: "owner" }, (ctx) => listPaymentMethods(ctx.db, ctx.session));
