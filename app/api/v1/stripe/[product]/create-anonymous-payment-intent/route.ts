import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { createAnonymousPayment } from "@/lib/server/services/billing/consumer-payments";

export const POST = route({ action: "billing.anonymous.pay", ...endpoints.postStripeByProductCreateAnonymousPaymentIntent, area: "flame" }, (ctx) => createAnonymousPayment(ctx.db, ctx.params.product, ctx.body, ctx.locale, requestMeta(ctx)));
