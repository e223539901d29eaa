import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { checkAnonymousPayment } from "@/lib/server/services/billing/consumer-payments";

export const POST = route({ action: "billing.anonymous.pay", ...endpoints.postStripeByProductCheckAnonymousPaymentPair, atomic: true, area: "flame" }, (ctx) => checkAnonymousPayment(ctx.db, ctx.params.product, ctx.body.key, requestMeta(ctx)));
