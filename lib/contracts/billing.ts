import { z } from "zod";
import { CURRENCIES, TIERS } from "@/lib/billing/plans";
import { SUBSCRIPTION_STATES } from "@/lib/billing/access";
import { locale } from "./validation";
import { ConsumerKey } from "./consumer";
import { uuid } from "./ids";

// Payments (spec part 2 sections 3, 4, 7, 9; docs/payments.md). Money is in integer minor
// units with its currency; the browser formats it for the reader.

const planCode = z.string().trim().min(1).max(60);
const stripeId = z.string().trim().min(3).max(255).regex(/^[A-Za-z0-9_]+$/, "invalid");

/** GET /stripe/list-price?ln=&audience= */
export const ListPriceQuery = z.strictObject({
  ln: locale().optional(),
  audience: z.enum(["company", "consumer"]).optional(),
});

/** A plan entry of the spec (part 2 section 3): title, price (second price), discountedPrice (first price), discountPercent, description, code. */
export const PlanEntryDto = z.object({
  code: z.string(),
  tier: z.enum(TIERS),
  period: z.enum(["week", "month"]),
  /** Months a one-time plan lasts (the bonus plan: 120); null for a recurring plan. */
  months: z.number().int().nullable(),
  teams: z.number().int().nullable(),
  title: z.string(),
  description: z.string(),
  currency: z.enum(CURRENCIES),
  price: z.number().int(),
  discountedPrice: z.number().int(),
  discountPercent: z.number().int(),
  /** Seats still free on a plan sold in limited numbers; null when unlimited. */
  seatsLeft: z.number().int().nullable(),
});
export type PlanEntryDto = z.infer<typeof PlanEntryDto>;

export const PriceListDto = z.object({
  currency: z.enum(CURRENCIES),
  /** False without Stripe keys: prices still show, paying says payments are not configured. */
  paymentsConfigured: z.boolean(),
  plans: z.array(PlanEntryDto),
  /** One-time consumer prices: a pair's lifetime unlock, a result by key (and its discounted offer). */
  oneTime: z.object({
    pairUnlock: z.object({ price: z.number().int(), discountedPrice: z.number().int(), discountPercent: z.number().int() }),
    resultUnlock: z.object({ price: z.number().int(), discountedPrice: z.number().int(), discountPercent: z.number().int() }),
    resultUnlockDiscount: z.object({ price: z.number().int(), discountedPrice: z.number().int(), discountPercent: z.number().int() }),
  }),
});
export type PriceListDto = z.infer<typeof PriceListDto>;

/** The owner's subscription as the interface shows it (also inside GET /owner/self). */
export const SubscriptionDto = z.object({
  plan: z.string(),
  tier: z.enum(TIERS),
  state: z.enum(SUBSCRIPTION_STATES),
  /** Stripe's status (active, past_due, incomplete, canceled...), "active" for a granted plan; null for none. */
  status: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  previousPlan: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** stripe, payment (one-time), admin, demo; null for none. */
  source: z.string().nullable(),
  teamLimit: z.number().int().nullable(),
  teamsUsed: z.number().int(),
  latestInvoice: z.string().nullable(),
});
export type SubscriptionDto = z.infer<typeof SubscriptionDto>;

/**
 * Where Stripe Checkout sends the buyer back: a path of this site ("/owner/teams"); the
 * server adds `?payment=success` or `?payment=cancelled`. Default: the page of the purchase.
 */
export const ReturnPath = z.string().max(300).regex(/^\/(?!\/)[A-Za-z0-9\-._~/]*$/, "invalid");

export const UpdateSubscription = z.strictObject({ subscribe: planCode, returnTo: ReturnPath.optional() });

/** Either the change is made (an existing subscription switched, proration as Stripe computes it) or the buyer goes to Stripe Checkout. */
export const UpdateSubscriptionDto = z.object({
  result: z.enum(["updated", "checkout"]),
  checkoutUrl: z.string().nullable(),
  subscription: SubscriptionDto,
});
export type UpdateSubscriptionDto = z.infer<typeof UpdateSubscriptionDto>;

export const PayInvoice = z.strictObject({ invoiceId: stripeId });
export const PayInvoiceDto = z.object({ status: z.string() });

export const InvoicesQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  next_page: stripeId.optional(),
});
export const InvoiceDto = z.object({
  id: z.string(),
  number: z.string().nullable(),
  status: z.string(),
  amountDue: z.number().int(),
  amountPaid: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  hostedUrl: z.string().nullable(),
  pdfUrl: z.string().nullable(),
  plan: z.string().nullable(),
});
export type InvoiceDto = z.infer<typeof InvoiceDto>;
export const InvoiceListDto = z.object({ data: z.array(InvoiceDto), has_more: z.boolean(), next_page: z.string().nullable() });
export type InvoiceListDto = z.infer<typeof InvoiceListDto>;

export const PaymentMethodBody = z.strictObject({ paymentMethodId: stripeId });
export const PaymentMethodQuery = z.strictObject({ paymentMethodId: stripeId });
export const PaymentMethodDto = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  isDefault: z.boolean(),
});
export type PaymentMethodDto = z.infer<typeof PaymentMethodDto>;
export const PaymentMethodListDto = z.object({ data: z.array(PaymentMethodDto) });
export type PaymentMethodListDto = z.infer<typeof PaymentMethodListDto>;
/** POST /stripe/add-payment-method: card entry happens on Stripe's page. */
export const CheckoutLinkDto = z.object({ checkoutUrl: z.string() });

export const PAYMENT_STATUSES = ["PAID", "UNPAID", "INITIAL"] as const;
export const PaymentStatusDto = z.object({ status: z.enum(PAYMENT_STATUSES) });
export type PaymentStatusDto = z.infer<typeof PaymentStatusDto>;

export const PaymentPair = z.strictObject({ id1: uuid(), id2: uuid() });
export const PairPaymentIntent = z.strictObject({ id1: uuid(), id2: uuid(), returnTo: ReturnPath.optional() });
export const AddPaymentMethod = z.strictObject({ returnTo: ReturnPath.optional() });
export const PaymentIntentDto = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  /** Stripe Checkout page to pay on; null when already paid. */
  checkoutUrl: z.string().nullable(),
});
export type PaymentIntentDto = z.infer<typeof PaymentIntentDto>;

/** The anonymous instance /stripe/{product}: the consumer product of the result (flame, or the public couple questionnaire). */
export const ProductParam = z.strictObject({ product: z.enum(["flame", "couple"]) });
export const AnonymousPaymentIntent = z.strictObject({ key: ConsumerKey, discount: z.boolean().default(false), returnTo: ReturnPath.optional() });
export const AnonymousPaymentCheck = z.strictObject({ key: ConsumerKey });
export const AnonymousPaymentEmail = z.strictObject({ id: uuid(), email: z.email().max(254) });

/** Administrator: grant or end a plan by hand (audited). */
export const GrantPlan = z.strictObject({
  plan: planCode,
  /** Days the grant lasts; default: the plan's own period. */
  days: z.number().int().min(1).max(3660).optional(),
});
export const OwnerIdParam = z.strictObject({ id: uuid() });
