import "server-only";
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, tstz, updatedAt } from "./columns";

/** Platform administrators. Created by the seed or the `db:seed` script, never by sign-up. */
export const administrators = pgTable("administrators", {
  id: id(),
  email: text("email").notNull(),
  name: text("name").notNull(),
  passwordHash: text("password_hash").notNull(),
  locale: text("locale"),
  status: text("status", { enum: ["active", "disabled"] }).notNull().default("active"),
  passwordChangedAt: tstz("password_changed_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  lastVisitAt: tstz("last_visit_at"),
}, (t) => [uniqueIndex("administrators_email_key").on(t.email)]);

/** People who grade profiles. Created by administrators. */
export const estimators = pgTable("estimators", {
  id: id(),
  email: text("email").notNull(),
  fullName: text("full_name").notNull(),
  information: text("information").notNull().default(""),
  passwordHash: text("password_hash"),
  locale: text("locale"),
  status: text("status", { enum: ["active", "disabled", "deleted"] }).notNull().default("active"),
  passwordChangedAt: tstz("password_changed_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  lastVisitAt: tstz("last_visit_at"),
}, (t) => [uniqueIndex("estimators_email_key").on(t.email)]);

/** Companies (owners); also the love-mobile consumers, who sign in through the owner domain. */
export const owners = pgTable("owners", {
  id: id(),
  email: text("email").notNull(),
  passwordHash: text("password_hash"),
  companyName: text("company_name").notNull().default(""),
  product: text("product", { enum: ["enterprise", "love"] }).notNull().default("enterprise"),
  status: text("status", { enum: ["unverified", "verified", "blocked", "deleted"] }).notNull().default("unverified"),
  locale: text("locale"),
  emailVerifiedAt: tstz("email_verified_at"),
  subscriptionStatus: text("subscription_status"),
  subscriptionPlan: text("subscription_plan").notNull().default("none"),
  latestInvoice: text("latest_invoice"),
  subscribeStartDate: tstz("subscribe_start_date"),
  subscribeEndDate: tstz("subscribe_end_date"),
  /** Stripe's ids; the customer is created once per owner (with an idempotency key). */
  stripeCustomerId: text("stripe_customer_id"),
  stripeSubscriptionId: text("stripe_subscription_id"),
  subscriptionCancelAtPeriodEnd: boolean("subscription_cancel_at_period_end").notNull().default(false),
  /** The plan before a change in the current period (the "changed" state); cleared at renewal. */
  subscriptionPreviousPlan: text("subscription_previous_plan"),
  /** Stripe's `created` of the newest event applied to the subscription fields (checklist 24). */
  subscriptionEventAt: tstz("subscription_event_at"),
  /** Where the plan came from: stripe, a one-time payment, an administrator's grant, the demo. */
  subscriptionSource: text("subscription_source"),
  mainProfileId: uuid("main_profile_id"),
  /** Amount of the owner's last order in minor units of orderCurrency. */
  orderAmount: integer("order_amount").notNull().default(0),
  orderCurrency: text("order_currency").notNull().default("usd"),
  passwordChangedAt: tstz("password_changed_at"),
  /** Tutorial state synced over the live channel (tips on by default). */
  tutorial: jsonb("tutorial").$type<Record<string, boolean>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  lastVisitAt: tstz("last_visit_at"),
  deletedAt: tstz("deleted_at"),
}, (t) => [uniqueIndex("owners_email_key").on(t.email), index("owners_status_idx").on(t.status), uniqueIndex("owners_stripe_customer_key").on(t.stripeCustomerId),
  // Keyset orders of the administrator's owner list: (sort column, id) within a product.
  index("owners_product_created_id_idx").on(t.product, t.createdAt, t.id),
  index("owners_product_visit_id_idx").on(t.product, t.lastVisitAt, t.id),
  index("owners_product_email_id_idx").on(t.product, t.email, t.id),
]);

/** Consumers of the flame variant (mobile, passwordless). */
export const flameUsers = pgTable("flame_users", {
  id: id(),
  email: text("email").notNull(),
  locale: text("locale"),
  status: text("status", { enum: ["active", "deleted"] }).notNull().default("active"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  lastVisitAt: tstz("last_visit_at"),
}, (t) => [uniqueIndex("flame_users_email_key").on(t.email)]);
