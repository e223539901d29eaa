import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { listPrices } from "@/lib/server/services/billing/price-list";

export const GET = route({ action: "billing.prices.read", ...endpoints.getStripeListPrice }, (ctx) => listPrices(ctx.db, ctx.query.ln ?? ctx.locale, ctx.query.audience ?? "company"));
