import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { checkPaymentPair } from "@/lib/server/services/billing/consumer-payments";

export const POST = route({ action: "billing.pair.read", ...endpoints.postStripeCheckPaymentPair, atomic: true, area: "owner" }, (ctx) => checkPaymentPair(ctx.db, ctx.session, ctx.body, requestMeta(ctx)));
