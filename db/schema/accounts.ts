import "server-only";
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
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
}, (t) => [uniqueIndex("owners_email_key").on(t.email), index("owners_status_idx").on(t.status)]);

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
