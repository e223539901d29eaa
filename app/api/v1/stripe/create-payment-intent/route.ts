import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { createPairPayment } from "@/lib/server/services/billing/consumer-payments";

export const POST = route({ action: "billing.pair.pay", ...endpoints.postStripeCreatePaymentIntent, area: "owner" }, (ctx) => createPairPayment(ctx.db, ctx.session, ctx.body, requestMeta(ctx)));
