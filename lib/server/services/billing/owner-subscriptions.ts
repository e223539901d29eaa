import "server-only";
import type Stripe from "stripe";
import type { Db } from "@/db/client";
import type { Locale } from "@/i18n/config";
import { currencyOf, planOf, type Plan } from "@/lib/billing/plans";
import type { InvoiceDto, InvoiceListDto, PaymentMethodListDto, SubscriptionDto, UpdateSubscriptionDto } from "@/lib/contracts/billing";
import type { Session } from "@/lib/server/auth/sessions";
import { AppError } from "@/lib/server/http/app-error";
import type { RequestMeta } from "../request-meta";
import { recordPaymentStep } from "./analytics";
import { applySubscription, planCodeOfLookupKey } from "./apply-subscription";
import { returnUrls } from "./checkout-urls";
import { openPayment } from "./one-time-payments";
import { countSavedTeams, loadOwnerRow, toSubscriptionDto, type OwnerRow } from "./owner-plan";
import { ensureCustomer, priceId, requireStripe, stripeCall } from "./stripe-gateway";

const LIVE = new Set(["active", "trialing", "past_due", "incomplete", "unpaid"]);
const DEFAULT_RETURN = { enterprise: "/owner/subscription", love: "/love-mobile" } as const;

/** The discounted consumer plans are the first day's offer: sold within 24 hours of the account's creation. */
export const FIRST_DAY_OFFER_MS = 24 * 3600_000;

function sellableTo(owner: OwnerRow, code: string, now: Date): Plan {
  const plan = planOf(code);
  const audience = owner.product === "love" ? "consumer" : "company";
  if (!plan || plan.audience !== audience || !plan.prices || (plan.billing.kind !== "recurring" && plan.billing.kind !== "oneTime")) throw new AppError("subscription:plan_unknown");
  if (plan.code.startsWith("discount_") && now.getTime() - owner.createdAt.getTime() > FIRST_DAY_OFFER_MS) throw new AppError("subscription:plan_unknown");
  return plan;
}

async function dto(db: Db, row: OwnerRow, now: Date): Promise<SubscriptionDto> {
  return toSubscriptionDto(row, await countSavedTeams(db, row.id), now);
}

/**
 * The owner's live subscription: the one on record, else one Stripe has for the customer
 * whose webhook has not arrived yet (a second Checkout would start a second subscription).
 */
async function currentSubscription(stripe: Stripe, owner: OwnerRow): Promise<Stripe.Subscription | null> {
  if (owner.stripeSubscriptionId) {
    const sub = await stripeCall(() => stripe.subscriptions.retrieve(owner.stripeSubscriptionId!));
    if (LIVE.has(sub.status)) return sub;
  }
  if (!owner.stripeCustomerId) return null;
  const listed = await stripeCall(() => stripe.subscriptions.list({ customer: owner.stripeCustomerId!, limit: 10 }));
  return listed.data.find((sub) => LIVE.has(sub.status)) ?? null;
}

/**
 * POST /stripe/update-subscription {subscribe}. A live subscription is switched to the new
 * plan's price (Stripe prorates and invoices the difference at once; a declined card is the
 * payment-error dialog and changes nothing). Without one the buyer goes to Stripe Checkout;
 * the plan opens when the webhook reports the payment. The bonus plan is a one-time payment.
 */
export async function updateSubscription(db: Db, session: Session, input: { subscribe: string; returnTo?: string | undefined }, locale: Locale, meta: RequestMeta): Promise<UpdateSubscriptionDto> {
  const owner = await loadOwnerRow(db, session.subjectId);
  const plan = sellableTo(owner, input.subscribe, meta.now);
  const stripe = requireStripe();
  // Charged in the currency the page showed (list-price follows the page's language too).
  const currency = currencyOf(locale);
  const returnTo = input.returnTo ?? DEFAULT_RETURN[owner.product];

  if (plan.billing.kind === "oneTime") {
    const opened = await openPayment(db, { kind: "plan", subject: `${owner.id}:${plan.code}`, ownerId: owner.id, resultId: null, product: plan.code, plan, currency, returnTo, email: owner.email }, meta);
    return { result: "checkout", checkoutUrl: opened.checkoutUrl, subscription: await dto(db, owner, meta.now) };
  }

  const customer = await ensureCustomer(db, stripe, owner);
  const price = await priceId(stripe, plan.code, currency);
  const current = await currentSubscription(stripe, owner);
  if (current) {
    const item = current.items.data[0]!;
    if (item.price.id === price) return { result: "updated", checkoutUrl: null, subscription: await dto(db, owner, meta.now) };
    try {
      const updated = await stripeCall(() =>
        stripe.subscriptions.update(current.id, {
          items: [{ id: item.id, price }],
          proration_behavior: "always_invoice",
          payment_behavior: "error_if_incomplete",
          cancel_at_period_end: false,
          metadata: { ownerId: owner.id, plan: plan.code },
        }),
      );
      const row = await applySubscription(db, owner, updated, meta.effects, meta.now);
      await recordPaymentStep(db, "plan_changed", meta.now, { ownerId: owner.id, planCode: plan.code, details: { from: planCodeOfLookupKey(item.price.lookup_key) } });
      return { result: "updated", checkoutUrl: null, subscription: await dto(db, row ?? owner, meta.now) };
    } catch (error) {
      await recordPaymentStep(db, "plan_change_declined", meta.now, { ownerId: owner.id, planCode: plan.code, details: { code: error instanceof AppError ? error.code : "unknown" } });
      throw error;
    }
  }

  const checkout = await stripeCall(() =>
    stripe.checkout.sessions.create({
      mode: "subscription",
      customer,
      line_items: [{ price, quantity: 1 }],
      client_reference_id: owner.id,
      metadata: { ownerId: owner.id, plan: plan.code },
      subscription_data: { metadata: { ownerId: owner.id, plan: plan.code } },
      locale: owner.locale === "ru" ? "ru" : "en",
      ...returnUrls(meta.linkBase, returnTo),
    }, { idempotencyKey: `checkout-${owner.id}-${plan.code}-${currency}-${returnTo}-${Math.floor(meta.now.getTime() / 60_000)}` }),
  );
  await recordPaymentStep(db, "plan_checkout_started", meta.now, { ownerId: owner.id, planCode: plan.code });
  return { result: "checkout", checkoutUrl: checkout.url, subscription: await dto(db, owner, meta.now) };
}

async function setCancelAtPeriodEnd(db: Db, session: Session, cancel: boolean, meta: RequestMeta): Promise<SubscriptionDto> {
  const owner = await loadOwnerRow(db, session.subjectId);
  if (!owner.stripeSubscriptionId) throw new AppError("subscription:none");
  const stripe = requireStripe();
  const current = await currentSubscription(stripe, owner);
  if (!current) throw new AppError("subscription:none");
  const updated = await stripeCall(() => stripe.subscriptions.update(current.id, { cancel_at_period_end: cancel }));
  const row = await applySubscription(db, owner, updated, meta.effects, meta.now);
  await recordPaymentStep(db, cancel ? "subscription_cancelled" : "subscription_resumed", meta.now, { ownerId: owner.id, planCode: owner.subscriptionPlan });
  return dto(db, row ?? owner, meta.now);
}

/** POST /stripe/cancel-subscription: renewal stops; the plan stays until its end date; no refund (spec part 2 section 9). */
export function cancelSubscription(db: Db, session: Session, meta: RequestMeta): Promise<SubscriptionDto> {
  return setCancelAtPeriodEnd(db, session, true, meta);
}

/** POST /stripe/resume-subscription: a cancelled renewal is taken back before the end date. */
export function resumeSubscription(db: Db, session: Session, meta: RequestMeta): Promise<SubscriptionDto> {
  return setCancelAtPeriodEnd(db, session, false, meta);
}

function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  const sub = invoice.parent?.subscription_details?.subscription;
  return typeof sub === "string" ? sub : sub?.id ?? null;
}

/** POST /stripe/pay-invoice {invoiceId}: pays an open invoice of the owner's own customer (restoring a failed payment). */
export async function payInvoice(db: Db, session: Session, invoiceId: string, meta: RequestMeta): Promise<{ status: string }> {
  const owner = await loadOwnerRow(db, session.subjectId);
  if (!owner.stripeCustomerId) throw new AppError("payment:not_found");
  const stripe = requireStripe();
  const invoice = await stripeCall(() => stripe.invoices.retrieve(invoiceId)).catch(() => null);
  const customer = typeof invoice?.customer === "string" ? invoice.customer : invoice?.customer?.id;
  if (!invoice || customer !== owner.stripeCustomerId) throw new AppError("payment:not_found");
  try {
    const paid = await stripeCall(() => stripe.invoices.pay(invoiceId));
    const subId = subscriptionOfInvoice(paid);
    if (subId) await applySubscription(db, owner, await stripeCall(() => stripe.subscriptions.retrieve(subId)), meta.effects, meta.now);
    await recordPaymentStep(db, "invoice_paid", meta.now, { ownerId: owner.id });
    return { status: paid.status ?? "open" };
  } catch (error) {
    await recordPaymentStep(db, "invoice_payment_failed", meta.now, { ownerId: owner.id });
    throw error;
  }
}

function toInvoiceDto(invoice: Stripe.Invoice): InvoiceDto {
  const line = invoice.lines?.data[0];
  return {
    id: invoice.id!,
    number: invoice.number ?? null,
    status: invoice.status ?? "draft",
    amountDue: invoice.amount_due,
    amountPaid: invoice.amount_paid,
    currency: invoice.currency,
    createdAt: new Date(invoice.created * 1000).toISOString(),
    periodStart: line?.period ? new Date(line.period.start * 1000).toISOString() : null,
    periodEnd: line?.period ? new Date(line.period.end * 1000).toISOString() : null,
    hostedUrl: invoice.hosted_invoice_url ?? null,
    pdfUrl: invoice.invoice_pdf ?? null,
    plan: invoice.parent?.subscription_details?.metadata?.plan ?? invoice.metadata?.plan ?? null,
  };
}

/** GET /stripe/list-all-invoices {limit, next_page} → {data, has_more, next_page}: the owner's invoices, newest first. */
export async function listInvoices(db: Db, session: Session, query: { limit: number; next_page?: string | undefined }): Promise<InvoiceListDto> {
  const owner = await loadOwnerRow(db, session.subjectId);
  if (!owner.stripeCustomerId) return { data: [], has_more: false, next_page: null };
  const stripe = requireStripe();
  const page = await stripeCall(() => stripe.invoices.list({ customer: owner.stripeCustomerId!, limit: query.limit, ...(query.next_page ? { starting_after: query.next_page } : {}) }));
  const data = page.data.map(toInvoiceDto);
  return { data, has_more: page.has_more, next_page: page.has_more && data.length ? data[data.length - 1]!.id : null };
}

async function ownCard(stripe: Stripe, owner: OwnerRow, paymentMethodId: string): Promise<Stripe.PaymentMethod> {
  const method = await stripeCall(() => stripe.paymentMethods.retrieve(paymentMethodId)).catch(() => null);
  const customer = typeof method?.customer === "string" ? method.customer : method?.customer?.id;
  if (!method || !owner.stripeCustomerId || customer !== owner.stripeCustomerId) throw new AppError("payment:not_found");
  return method;
}

async function defaultMethodOf(stripe: Stripe, customerId: string): Promise<string | null> {
  const customer = await stripeCall(() => stripe.customers.retrieve(customerId));
  if (customer.deleted) return null;
  const method = customer.invoice_settings?.default_payment_method;
  return typeof method === "string" ? method : method?.id ?? null;
}

/** GET /stripe/list-payment-methods: the owner's cards, the default one marked. */
export async function listPaymentMethods(db: Db, session: Session): Promise<PaymentMethodListDto> {
  const owner = await loadOwnerRow(db, session.subjectId);
  if (!owner.stripeCustomerId) return { data: [] };
  const stripe = requireStripe();
  const [methods, defaultId] = await Promise.all([
    stripeCall(() => stripe.paymentMethods.list({ customer: owner.stripeCustomerId!, type: "card", limit: 20 })),
    defaultMethodOf(stripe, owner.stripeCustomerId),
  ]);
  return {
    data: methods.data.map((m) => ({ id: m.id, brand: m.card?.brand ?? "card", last4: m.card?.last4 ?? "", expMonth: m.card?.exp_month ?? 0, expYear: m.card?.exp_year ?? 0, isDefault: m.id === defaultId })),
  };
}

/** Makes a card the one invoices are charged to (and the current subscription's). */
export async function makeDefaultCard(stripe: Stripe, owner: OwnerRow, paymentMethodId: string): Promise<void> {
  await stripeCall(() => stripe.customers.update(owner.stripeCustomerId!, { invoice_settings: { default_payment_method: paymentMethodId } }));
  if (owner.stripeSubscriptionId) {
    await stripeCall(() => stripe.subscriptions.update(owner.stripeSubscriptionId!, { default_payment_method: paymentMethodId })).catch(() => undefined);
  }
}

/** POST /stripe/attach-payment-method {paymentMethodId}: a card created by Stripe.js or a mobile SDK; the first card becomes the default. */
export async function attachPaymentMethod(db: Db, session: Session, paymentMethodId: string, meta: RequestMeta): Promise<void> {
  const owner = await loadOwnerRow(db, session.subjectId);
  const stripe = requireStripe();
  const customer = await ensureCustomer(db, stripe, owner);
  await stripeCall(() => stripe.paymentMethods.attach(paymentMethodId, { customer }));
  if (!(await defaultMethodOf(stripe, customer))) await makeDefaultCard(stripe, { ...owner, stripeCustomerId: customer }, paymentMethodId);
  await recordPaymentStep(db, "card_added", meta.now, { ownerId: owner.id });
}

/** POST /stripe/add-payment-method: Stripe Checkout in setup mode; the webhook attaches the card and makes it the default. */
export async function addPaymentMethod(db: Db, session: Session, input: { returnTo?: string | undefined }, meta: RequestMeta): Promise<{ checkoutUrl: string }> {
  const owner = await loadOwnerRow(db, session.subjectId);
  const stripe = requireStripe();
  const customer = await ensureCustomer(db, stripe, owner);
  const returnTo = input.returnTo ?? DEFAULT_RETURN[owner.product];
  const checkout = await stripeCall(() =>
    stripe.checkout.sessions.create({
      mode: "setup",
      customer,
      currency: currencyOf(owner.locale === "ru" ? "ru" : "en"),
      client_reference_id: owner.id,
      metadata: { ownerId: owner.id, purpose: "card" },
      ...returnUrls(meta.linkBase, returnTo),
    }, { idempotencyKey: `setup-${owner.id}-${currencyOf(owner.locale === "ru" ? "ru" : "en")}-${returnTo}-${Math.floor(meta.now.getTime() / 60_000)}` }),
  );
  return { checkoutUrl: checkout.url! };
}

/** DELETE /stripe/detach-payment-method?paymentMethodId=: only the owner's own card. */
export async function detachPaymentMethod(db: Db, session: Session, paymentMethodId: string, meta: RequestMeta): Promise<void> {
  const owner = await loadOwnerRow(db, session.subjectId);
  const stripe = requireStripe();
  await ownCard(stripe, owner, paymentMethodId);
  await stripeCall(() => stripe.paymentMethods.detach(paymentMethodId));
  await recordPaymentStep(db, "card_removed", meta.now, { ownerId: owner.id });
}

/** POST /stripe/set-default-payment-method {paymentMethodId}. */
export async function setDefaultPaymentMethod(db: Db, session: Session, paymentMethodId: string): Promise<void> {
  const owner = await loadOwnerRow(db, session.subjectId);
  const stripe = requireStripe();
  await ownCard(stripe, owner, paymentMethodId);
  await makeDefaultCard(stripe, owner, paymentMethodId);
}
