import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { listInvoices } from "@/lib/server/services/billing/owner-subscriptions";

export const GET = route({ action: "billing.subscription.read", ...endpoints.getStripeListAllInvoices, area: "owner" }, (ctx) => listInvoices(ctx.db, ctx.session, ctx.query));
