import "server-only";
import { and, eq, lt, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "@/db/client";
import { owners, payments } from "@/db/schema";
import { ONE_TIME_PRODUCTS, planOf, type Currency, type OneTimeProduct, type Plan } from "@/lib/billing/plans";
import type { ServerEffects } from "@/lib/server/effects";
import { AppError } from "@/lib/server/http/app-error";
import type { RequestMeta } from "../request-meta";
import { unlockCoupleResult } from "../consumer/couple-results";
import { unlockLovePair } from "../consumer/love-pairs";
import { recordPaymentStep } from "./analytics";
import { returnUrls } from "./checkout-urls";
import { writePlan } from "./owner-plan";
import { seatsLeft, takeSeat } from "./seats";
import { priceId, requireStripe, stripeCall } from "./stripe-gateway";

export type PaymentRow = typeof payments.$inferSelect;

/** A Checkout Session lives 24 h; an open payment older than this gets a new one. */
const OPEN_FOR_MS = 23 * 3600_000;

export interface PaymentRequest {
  kind: PaymentRow["kind"];
  /** Unique per kind: what is bought (docs/payments.md). */
  subject: string;
  ownerId: string | null;
  resultId: string | null;
  /** The price's code in the plan table: a one-time product or the bonus plan. */
  product: OneTimeProduct | string;
  plan?: Plan;
  currency: Currency;
  returnTo: string;
  email: string | null;
}

function amountOf(request: PaymentRequest): number {
  if (request.plan) return request.plan.prices![request.currency].first;
  return ONE_TIME_PRODUCTS[request.product as OneTimeProduct][request.currency].first;
}

async function findPayment(db: Db, kind: PaymentRow["kind"], subject: string, status: PaymentRow["status"]): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(and(eq(payments.kind, kind), eq(payments.subject, subject), eq(payments.status, status))).limit(1);
  return row ?? null;
}

/**
 * Opens (or finds) the one payment of something bought once. Paid already: answered as
 * such. An open one younger than a day: its Checkout page again. Parallel requests insert
 * one row (a unique index on open payments) and ask Stripe with the row's id as the
 * idempotency key, so they all get the same Checkout Session (checklist 25, 26).
 */
export async function openPayment(db: Db, request: PaymentRequest, meta: RequestMeta): Promise<{ id: string; status: "PAID" | "INITIAL"; checkoutUrl: string | null }> {
  const paid = await findPayment(db, request.kind, request.subject, "PAID");
  if (paid) return { id: paid.id, status: "PAID", checkoutUrl: null };
  if (request.plan && (await seatsLeft(db, request.plan)) === 0) throw new AppError("payment:seats_taken");
  const stripe = requireStripe();
  await db.update(payments).set({ status: "UNPAID" }).where(and(eq(payments.kind, request.kind), eq(payments.subject, request.subject), eq(payments.status, "INITIAL"), lt(payments.createdAt, new Date(meta.now.getTime() - OPEN_FOR_MS))));
  const price = await priceId(stripe, request.product, request.currency);
  await db
    .insert(payments)
    .values({ kind: request.kind, subject: request.subject, ownerId: request.ownerId, resultId: request.resultId, email: request.email, amount: amountOf(request), currency: request.currency, priceKey: request.product, createdAt: meta.now })
    .onConflictDoNothing();
  let row = await findPayment(db, request.kind, request.subject, "INITIAL");
  if (row && (row.priceKey !== request.product || row.currency !== request.currency)) {
    // Another price or currency than the open page's: that page is given up for a new one.
    await db.update(payments).set({ status: "UNPAID" }).where(and(eq(payments.id, row.id), eq(payments.status, "INITIAL")));
    await db
      .insert(payments)
      .values({ kind: request.kind, subject: request.subject, ownerId: request.ownerId, resultId: request.resultId, email: request.email, amount: amountOf(request), currency: request.currency, priceKey: request.product, createdAt: meta.now })
      .onConflictDoNothing();
    row = await findPayment(db, request.kind, request.subject, "INITIAL");
  }
  if (!row) throw new AppError("payment:provider");
  if (row.checkoutUrl) return { id: row.id, status: "INITIAL", checkoutUrl: row.checkoutUrl };
  const opening = row;
  const checkout = await stripeCall(() =>
    stripe.checkout.sessions.create({
      mode: "payment",
      line_items: [{ price, quantity: 1 }],
      client_reference_id: opening.id,
      metadata: { paymentId: opening.id, kind: request.kind },
      payment_intent_data: { metadata: { paymentId: opening.id, kind: request.kind } },
      ...(request.email ? { customer_email: request.email } : {}),
      ...returnUrls(meta.linkBase, request.returnTo),
    }, { idempotencyKey: `payment-${opening.id}` }),
  ).catch(async (error: unknown) => {
    // Stripe keeps a failed answer under the key: the row is closed so that the next try opens a new one.
    await db.update(payments).set({ status: "UNPAID" }).where(and(eq(payments.id, opening.id), eq(payments.status, "INITIAL")));
    throw error;
  });
  await db.update(payments).set({ checkoutSessionId: checkout.id, checkoutUrl: checkout.url }).where(eq(payments.id, row.id));
  await recordPaymentStep(db, "unlock_checkout_started", meta.now, { ownerId: request.ownerId, resultId: request.resultId, planCode: request.plan?.code ?? request.product });
  return { id: row.id, status: "INITIAL", checkoutUrl: checkout.url };
}

/**
 * Fulfils a paid one-time payment once: the status moves from INITIAL to PAID in one
 * statement, and only the caller that moved it unlocks (parallel webhooks, retries and
 * status checks therefore unlock once: checklist 23, 26).
 */
export async function fulfilPayment(db: Db, payment: PaymentRow, checkout: Stripe.Checkout.Session, effects: ServerEffects, now: Date): Promise<boolean> {
  if (checkout.payment_status !== "paid" && checkout.payment_status !== "no_payment_required") return false;
  const [moved] = await paidOnce(db, payment, (tx) => tx
    .update(payments)
    .set({ status: "PAID", paidAt: now, paymentIntentId: typeof checkout.payment_intent === "string" ? checkout.payment_intent : checkout.payment_intent?.id ?? null, email: payment.email ?? checkout.customer_details?.email ?? null })
    .where(and(eq(payments.id, payment.id), sql`${payments.status} <> 'PAID'`))
    .returning(), effects);
  if (!moved) return false;
  if (moved.kind === "result" && moved.resultId) await unlockCoupleResult(db, moved.resultId, `payment:${moved.id}`, now);
  if (moved.kind === "pair" && moved.ownerId) {
    const [, low, high] = moved.subject.split(":");
    await unlockLovePair(db, moved.ownerId, low!, high!, `payment:${moved.id}`, now);
  }
  if (moved.kind === "plan" && moved.ownerId) await grantPaidPlan(db, moved, effects, now);
  await recordPaymentStep(db, "unlock_paid", now, { ownerId: moved.ownerId, resultId: moved.resultId, planCode: moved.priceKey, details: { amount: moved.amount, currency: moved.currency } });
  return true;
}

/**
 * Runs the move to PAID. Were the same thing paid twice (an old Checkout page paid after a
 * new one), the unique index refuses the second PAID row: that payment is logged for a
 * refund by hand instead of failing the webhook for ever.
 */
async function paidOnce(db: Db, payment: PaymentRow, move: (tx: Db) => Promise<PaymentRow[]>, effects: ServerEffects): Promise<PaymentRow[]> {
  try {
    // Inside the request's transaction this is a savepoint, so a refused row leaves the rest intact.
    return await db.transaction((tx) => move(tx as unknown as Db));
  } catch (error) {
    if ((error as { code?: string; cause?: { code?: string } }).code === "23505" || (error as { cause?: { code?: string } }).cause?.code === "23505") {
      effects.log("billing").error({ paymentId: payment.id }, "paid twice for one thing: refund this payment by hand");
      return [];
    }
    throw error;
  }
}

async function grantPaidPlan(db: Db, payment: PaymentRow, effects: ServerEffects, now: Date): Promise<void> {
  const plan = planOf(payment.priceKey);
  if (!plan || plan.billing.kind !== "oneTime") return;
  // The seat is taken when the money arrives; were the last one gone meanwhile, the plan is still granted (paid) and the oversell logged.
  if (!(await takeSeat(db, plan))) effects.log("billing").warn({ paymentId: payment.id }, "a bonus seat was paid after the last one was taken");
  // The bonus replaces a subscription Stripe bills: it is cancelled now (no refund), so it neither renews nor comes back.
  const [owner] = await db.select({ subscriptionId: owners.stripeSubscriptionId }).from(owners).where(eq(owners.id, payment.ownerId!)).limit(1);
  if (owner?.subscriptionId) {
    const stripe = requireStripe();
    const sub = await stripeCall(() => stripe.subscriptions.retrieve(owner.subscriptionId!));
    if (sub.status !== "canceled" && sub.status !== "incomplete_expired") await stripeCall(() => stripe.subscriptions.cancel(sub.id));
  }
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + plan.billing.months);
  await writePlan(db, payment.ownerId!, {
    subscriptionPlan: plan.code,
    subscriptionStatus: "active",
    subscribeStartDate: now,
    subscribeEndDate: end,
    stripeSubscriptionId: null,
    subscriptionCancelAtPeriodEnd: false,
    subscriptionPreviousPlan: null,
    subscriptionSource: "payment",
    orderAmount: payment.amount,
    orderCurrency: payment.currency,
  }, effects, now);
}

/**
 * The status of the newest payment for something: PAID, INITIAL (a Checkout page is open)
 * or UNPAID. An open payment is re-read from Stripe, so a payment whose webhook is late is
 * still found (and fulfilled once); the webhook remains the main path.
 */
export async function paymentStatus(db: Db, kind: PaymentRow["kind"], subject: string, effects: ServerEffects, now: Date): Promise<"PAID" | "INITIAL" | "UNPAID"> {
  if (await findPayment(db, kind, subject, "PAID")) return "PAID";
  const open = await findPayment(db, kind, subject, "INITIAL");
  if (!open?.checkoutSessionId) return "UNPAID";
  const stripe = requireStripe();
  const checkout = await stripeCall(() => stripe.checkout.sessions.retrieve(open.checkoutSessionId!));
  if (await fulfilPayment(db, open, checkout, effects, now)) return "PAID";
  if (checkout.status === "expired") {
    await db.update(payments).set({ status: "UNPAID" }).where(and(eq(payments.id, open.id), eq(payments.status, "INITIAL")));
    return "UNPAID";
  }
  return (await findPayment(db, kind, subject, "PAID")) ? "PAID" : "INITIAL";
}

export async function paymentByCheckout(db: Db, checkoutSessionId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.checkoutSessionId, checkoutSessionId)).limit(1);
  return row ?? null;
}
