import "server-only";
import { bigserial, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, tstz } from "./columns";

/**
 * Every message the platform sends. A message waits as "queued" with its body until the mail
 * job (lib/server/jobs/mail-job.ts) delivers it. With SMTP configured the body is dropped
 * once delivered or given up on (status sent / failed), so a sign-in link rests in the
 * database only while delivery is pending; without SMTP the body is kept for the developer
 * outbox page (status outbox). Bodies older than 7 days are purged (jobs/retention.ts).
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
  status: text("status", { enum: ["queued", "outbox", "sent", "failed"] }).notNull(),
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
