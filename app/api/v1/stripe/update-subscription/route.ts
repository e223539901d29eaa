import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { updateSubscription } from "@/lib/server/services/billing/owner-subscriptions";

export const POST = route({ action: "billing.subscription.manage", ...endpoints.postStripeUpdateSubscription, area: "owner" }, (ctx) => updateSubscription(ctx.db, ctx.session, ctx.body, requestMeta(ctx)));
