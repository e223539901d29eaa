import "server-only";
import type { Db } from "@/db/client";
import { paymentAnalytics } from "@/db/schema";

export type PaymentStep =
  | "plan_checkout_started" | "plan_changed" | "plan_change_declined" | "subscription_cancelled" | "subscription_resumed"
  | "invoice_paid" | "invoice_payment_failed" | "card_added" | "card_removed"
  | "unlock_checkout_started" | "unlock_paid" | "unlock_expired" | "plan_granted" | "plan_ended";

/** One payment step for analytics (spec part 1 section 8); never holds card data or e-mails. */
export async function recordPaymentStep(db: Db, step: PaymentStep, at: Date, fields: { ownerId?: string | null; resultId?: string | null; planCode?: string | null; details?: Record<string, string | number | boolean | null> } = {}): Promise<void> {
  await db.insert(paymentAnalytics).values({ step, at, ownerId: fields.ownerId ?? null, resultId: fields.resultId ?? null, planCode: fields.planCode ?? null, details: fields.details ?? {} });
}
