import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { ownerSubscription } from "@/lib/server/services/billing/owner-plan";

export const GET = route({ action: "billing.subscription.read", ...endpoints.getStripeSubscription, area: "owner" }, (ctx) => ownerSubscription(ctx.db, ctx.session.subjectId, ctx.now));
