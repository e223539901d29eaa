import "server-only";
import { eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "@/db/client";
import { owners, payments, stripeEvents } from "@/db/schema";
import type { ServerEffects } from "@/lib/server/effects";
import { stripeClient, stripeConfig, verifiedEvent } from "@/lib/server/integrations/stripe/client";
import { AppError } from "@/lib/server/http/app-error";
import { recordPaymentStep } from "./analytics";
import { applySubscription } from "./apply-subscription";
import { fulfilPayment, paymentByCheckout } from "./one-time-payments";
import { makeDefaultCard } from "./owner-subscriptions";
import type { OwnerRow } from "./owner-plan";

/**
 * Verifies a delivery on its raw body (checklist 22: a bad signature, a missing header or a
 * timestamp older than 5 minutes is 400 and writes nothing).
 */
export function verifyDelivery(rawBody: string, signature: string | null, now: Date): Stripe.Event {
  const config = stripeConfig();
  // Without a signing secret nothing can be verified: refused like a bad signature.
  if (!config) throw new AppError("payment:webhook_signature");
  try {
    return verifiedEvent(config, rawBody, signature, now.getTime());
  } catch {
    throw new AppError("payment:webhook_signature");
  }
}

/**
 * Processes one verified event once (checklist 23): the event's id is inserted first, in the
 * request's transaction, so a second delivery (after, or at the same time: it waits on the
 * key) finds it and does nothing; a failure rolls the claim back and Stripe delivers again.
 * What an event says is never taken from its payload alone: the object is read again from
 * Stripe, so late and out-of-order deliveries leave the true state (checklist 24).
 */
export async function handleStripeEvent(db: Db, event: Stripe.Event, effects: ServerEffects, now: Date): Promise<"processed" | "duplicate"> {
  const claimed = await db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, createdAt: new Date(event.created * 1000), receivedAt: now })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  if (claimed.length === 0) return "duplicate";
  const stripe = stripeClient(stripeConfig()!);
  const object = event.data.object as { id?: string; object?: string };

  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired":
      await onCheckout(db, stripe, object.id!, effects, now);
      break;
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
    case "customer.subscription.paused":
    case "customer.subscription.resumed":
      await onSubscription(db, stripe, object.id!, effects, now);
      break;
    case "invoice.paid":
    case "invoice.payment_failed":
    case "invoice.payment_action_required": {
      const invoice = event.data.object as Stripe.Invoice;
      const sub = invoice.parent?.subscription_details?.subscription;
      const subId = typeof sub === "string" ? sub : sub?.id;
      if (subId) await onSubscription(db, stripe, subId, effects, now, { renewed: event.type === "invoice.paid" && invoice.billing_reason === "subscription_cycle" });
      const owner = await ownerOfCustomer(db, invoice.customer);
      if (owner) await recordPaymentStep(db, event.type === "invoice.paid" ? "invoice_paid" : "invoice_payment_failed", now, { ownerId: owner.id, planCode: owner.subscriptionPlan });
      break;
    }
    default:
      break;
  }
  return "processed";
}

async function ownerOfCustomer(db: Db, customer: string | Stripe.Customer | Stripe.DeletedCustomer | null): Promise<OwnerRow | null> {
  const id = typeof customer === "string" ? customer : customer?.id;
  if (!id) return null;
  const [row] = await db.select().from(owners).where(eq(owners.stripeCustomerId, id)).limit(1);
  return row ?? null;
}

async function onSubscription(db: Db, stripe: Stripe, subscriptionId: string, effects: ServerEffects, now: Date, options: { renewed?: boolean } = {}): Promise<void> {
  const first = await stripe.subscriptions.retrieve(subscriptionId);
  const owner = (await ownerOfCustomer(db, first.customer)) ?? (first.metadata?.ownerId ? await ownerById(db, first.metadata.ownerId) : null);
  if (!owner) return;
  // Serialise changes of one owner's plan (parallel deliveries of different events), and
  // read the subscription again under the lock: what is written is never older than what
  // another delivery wrote before us.
  await db.execute(sqlLock(owner.id));
  const sub = await stripe.subscriptions.retrieve(subscriptionId);
  const fresh = (await ownerById(db, owner.id))!;
  await applySubscription(db, fresh, sub, effects, now, options);
}

async function ownerById(db: Db, id: string): Promise<OwnerRow | null> {
  const [row] = await db.select().from(owners).where(eq(owners.id, id)).limit(1);
  return row ?? null;
}

function sqlLock(ownerId: string) {
  return sql`select id from owners where id = ${ownerId} for update`;
}

async function onCheckout(db: Db, stripe: Stripe, sessionId: string, effects: ServerEffects, now: Date): Promise<void> {
  const checkout = await stripe.checkout.sessions.retrieve(sessionId);
  if (checkout.mode === "subscription") {
    const sub = typeof checkout.subscription === "string" ? checkout.subscription : checkout.subscription?.id;
    if (sub && checkout.status === "complete") await onSubscription(db, stripe, sub, effects, now);
    return;
  }
  if (checkout.mode === "setup") {
    if (checkout.status !== "complete") return;
    const owner = await ownerOfCustomer(db, checkout.customer);
    const intentId = typeof checkout.setup_intent === "string" ? checkout.setup_intent : checkout.setup_intent?.id;
    if (!owner || !intentId) return;
    const intent = await stripe.setupIntents.retrieve(intentId);
    const method = typeof intent.payment_method === "string" ? intent.payment_method : intent.payment_method?.id;
    if (method) {
      await makeDefaultCard(stripe, owner, method);
      await recordPaymentStep(db, "card_added", now, { ownerId: owner.id });
    }
    return;
  }
  const payment = await paymentByCheckout(db, checkout.id);
  if (!payment) return;
  if (await fulfilPayment(db, payment, checkout, effects, now)) return;
  if (checkout.status === "expired" || checkout.payment_status === "unpaid" && checkout.status === "complete") {
    await db.update(payments).set({ status: "UNPAID" }).where(eq(payments.id, payment.id));
    await recordPaymentStep(db, "unlock_expired", now, { ownerId: payment.ownerId, resultId: payment.resultId });
  }
}
