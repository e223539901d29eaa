import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { cancelSubscription } from "@/lib/server/services/billing/owner-subscriptions";

export const POST = route({ action: "billing.subscription.manage", ...endpoints.postStripeCancelSubscription, area: "owner" }, (ctx) => cancelSubscription(ctx.db, ctx.session, requestMeta(ctx)));
