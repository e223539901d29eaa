import { endpoints } from "@/lib/contracts/endpoints";
import { readBodyText } from "@/lib/server/http/read-body";
import { route } from "@/lib/server/http/route";
import { handleStripeEvent, verifyDelivery } from "@/lib/server/services/billing/webhook";

/** Stripe's deliveries: verified on the raw body before anything is parsed or written; processed once, in one transaction. */
export const POST = route({ action: "billing.webhook", ...endpoints.postStripeWebhook, atomic: true }, async (ctx) => {
  const raw = await readBodyText(ctx.req, 1024 * 1024);
  const event = verifyDelivery(raw, ctx.req.headers.get("stripe-signature"), ctx.now);
  await handleStripeEvent(ctx.db, event, ctx.effects, ctx.now);
  return { ok: true as const };
});
