import "server-only";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { owners } from "./accounts";
import { createdAt, id, tstz } from "./columns";
import { coupleResults } from "./consumer";

/**
 * Every Stripe event the webhook accepted, by its id: the insert is the claim, so the same
 * event delivered twice (in sequence or at once) is processed once (checklist 23).
 */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  /** The event's `created` (Stripe's clock), used to ignore older news of an object (checklist 24). */
  createdAt: tstz("created_at").notNull(),
  receivedAt: tstz("received_at").notNull(),
});

export const PAYMENT_KINDS = ["pair", "result", "plan"] as const;
export const PAYMENT_STATUSES = ["INITIAL", "PAID", "UNPAID"] as const;

/**
 * One-time payments: a love owner's pair unlock (lifetime), an anonymous result by key, the
 * bonus plan. One row per Checkout Session; at most one PAID row per pair or result and one
 * open (INITIAL) row per pair or result, so parallel requests share one checkout and
 * parallel fulfilments pay once (checklist 26).
 */
export const payments = pgTable("payments", {
  id: id(),
  kind: text("kind", { enum: PAYMENT_KINDS }).notNull(),
  status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("INITIAL"),
  ownerId: uuid("owner_id").references(() => owners.id, { onDelete: "set null" }),
  /** What is bought, unique per kind: pair "<owner>:<smaller id>:<larger id>", result "<result id>", plan "<owner>:<plan code>". */
  subject: text("subject").notNull(),
  resultId: uuid("result_id").references(() => coupleResults.id, { onDelete: "set null" }),
  email: text("email"),
  amount: integer("amount").notNull(),
  currency: text("currency").notNull(),
  priceKey: text("price_key").notNull(),
  checkoutSessionId: text("checkout_session_id"),
  checkoutUrl: text("checkout_url"),
  paymentIntentId: text("payment_intent_id"),
  createdAt: createdAt(),
  paidAt: tstz("paid_at"),
}, (t) => [
  uniqueIndex("payments_checkout_idx").on(t.checkoutSessionId),
  uniqueIndex("payments_paid_idx").on(t.kind, t.subject).where(sql`status = 'PAID'`),
  uniqueIndex("payments_open_idx").on(t.kind, t.subject).where(sql`status = 'INITIAL'`),
  index("payments_owner_idx").on(t.ownerId, t.createdAt),
]);

/** Seats of plans sold in limited numbers (the bonus plan), taken atomically. */
export const planSeats = pgTable("plan_seats", {
  planCode: text("plan_code").primaryKey(),
  taken: integer("taken").notNull().default(0),
});

/** Payment steps, recorded for analytics (spec part 1 section 8); a later issue adds the administrator's view. */
export const paymentAnalytics = pgTable("payment_analytics", {
  id: id(),
  step: text("step").notNull(),
  ownerId: uuid("owner_id"),
  resultId: uuid("result_id"),
  planCode: text("plan_code"),
  details: jsonb("details").$type<Record<string, string | number | boolean | null>>().notNull().default({}),
  at: tstz("at").notNull(),
}, (t) => [index("payment_analytics_at_idx").on(t.at)]);
