import { bigserial, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, tstz } from "./columns";

/**
 * Every message the platform sends. With SMTP configured the row records delivery
 * (status sent / failed) and keeps no body, so no sign-in link rests in the database;
 * without SMTP the body is kept for the developer outbox page.
 */
export const mailOutbox = pgTable("mail_outbox", {
  id: id(),
  /** Insertion order, for listing messages created within the same instant. */
  seq: bigserial("seq", { mode: "number" }).notNull(),
  to: text("to").notNull(),
  locale: text("locale").notNull(),
  template: text("template").notNull(),
  subject: text("subject").notNull(),
  text: text("text"),
  html: text("html"),
  status: text("status", { enum: ["outbox", "sent", "failed"] }).notNull(),
  error: text("error"),
  createdAt: createdAt(),
  sentAt: tstz("sent_at"),
}, (t) => [index("mail_outbox_created_idx").on(t.createdAt)]);

/** Messages from the contact form and enterprise join requests, for support to answer. */
export const contactRequests = pgTable("contact_requests", {
  id: id(),
  kind: text("kind", { enum: ["contact", "join"] }).notNull(),
  email: text("email").notNull(),
  name: text("name").notNull().default(""),
  companyName: text("company_name").notNull().default(""),
  message: text("message").notNull().default(""),
  locale: text("locale").notNull(),
  meta: jsonb("meta").$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
});
