import "server-only";
import type Stripe from "stripe";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { owners } from "@/db/schema";
import { lookupKey, type Currency } from "@/lib/billing/plans";
import { stripeClient, stripeConfig } from "@/lib/server/integrations/stripe/client";
import { AppError } from "@/lib/server/http/app-error";

/** The SDK, or 503 payment:not_configured when the installation has no Stripe keys. */
export function requireStripe(): Stripe {
  const config = stripeConfig();
  if (!config) throw new AppError("payment:not_configured");
  return stripeClient(config);
}

export function paymentsConfigured(): boolean {
  return stripeConfig() !== null;
}

/**
 * Stripe's refusals as catalogue codes (spec part 2 section 8): a card error whose
 * payment is left incomplete for want of funds is payment_status_incomplete, any other card
 * error payment_error ("card declined"); anything else from Stripe is payment:provider.
 */
export function paymentError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const e = error as { type?: string; code?: string; decline_code?: string; rawType?: string };
  const type = e?.type ?? e?.rawType;
  if (type === "StripeCardError" || type === "card_error") {
    return new AppError(e.decline_code === "insufficient_funds" || e.code === "payment_status_incomplete" ? "payment_status_incomplete" : "payment_error");
  }
  return new AppError("payment:provider");
}

/** Runs one Stripe call and turns its failures into catalogue errors. */
export async function stripeCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw paymentError(error);
  }
}

/** The price of a plan or product in a currency, by its lookup key (created by `npm run stripe:sync`). */
export async function priceId(stripe: Stripe, code: string, currency: Currency): Promise<string> {
  const key = lookupKey(code, currency);
  const found = await stripeCall(() => stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 }));
  const price = found.data[0];
  if (!price) throw new AppError("payment:provider");
  return price.id;
}

/** The owner's Stripe customer, created once: the idempotency key makes a repeated or parallel create one customer (checklist 25). */
export async function ensureCustomer(db: Db, stripe: Stripe, owner: { id: string; email: string; stripeCustomerId: string | null; companyName: string }): Promise<string> {
  if (owner.stripeCustomerId) return owner.stripeCustomerId;
  const customer = await stripeCall(() =>
    stripe.customers.create({ email: owner.email, name: owner.companyName || undefined, metadata: { ownerId: owner.id } }, { idempotencyKey: `customer-${owner.id}` }),
  );
  await db.update(owners).set({ stripeCustomerId: customer.id }).where(eq(owners.id, owner.id));
  return customer.id;
}
