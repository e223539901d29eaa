import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { payInvoice } from "@/lib/server/services/billing/owner-subscriptions";

export const POST = route({ action: "billing.subscription.manage", ...endpoints.postStripePayInvoice, area: "owner" }, (ctx) => payInvoice(ctx.db, ctx.session, ctx.body.invoiceId, requestMeta(ctx)));
