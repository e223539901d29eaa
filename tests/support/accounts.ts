import { desc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { administrators, estimators, mailOutbox, owners } from "@/db/schema";
import { hashPassword } from "@/lib/server/auth/passwords";

export const PASSWORD = "Correct-Horse-42";

/**
 * An owner account. Tests of the tools need a plan that opens them, so the default is the
 * unlimited plan granted by hand; `plan: "none"` gives the free basic tier (billing tests).
 */
export async function createOwner(db: Db, email: string, options: { status?: "unverified" | "verified"; password?: string | null; locale?: "ru" | "en"; product?: "enterprise" | "love"; plan?: string } = {}) {
  const plan = options.plan ?? "unlimited";
  const [row] = await db
    .insert(owners)
    .values({
      email,
      passwordHash: options.password === null ? null : await hashPassword(options.password ?? PASSWORD),
      status: options.status ?? "verified",
      locale: options.locale ?? "en",
      companyName: options.product === "love" ? "" : "Test Co",
      product: options.product ?? "enterprise",
      subscriptionPlan: plan,
      subscriptionStatus: plan === "none" ? null : "active",
      subscriptionSource: plan === "none" ? null : "admin",
    })
    .returning();
  return row!;
}

export async function createEstimator(db: Db, email: string) {
  const [row] = await db.insert(estimators).values({ email, fullName: "Test Estimator", passwordHash: await hashPassword(PASSWORD) }).returning();
  return row!;
}

export async function createAdministrator(db: Db, email: string) {
  const [row] = await db.insert(administrators).values({ email, name: "Test Admin", passwordHash: await hashPassword(PASSWORD) }).returning();
  return row!;
}

/** The newest e-mail to an address, as the developer outbox keeps it. */
export async function lastMailTo(db: Db, to: string) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.seq)).limit(1);
  return row;
}

/** The token of the newest link e-mailed to an address. */
export async function lastTokenTo(db: Db, to: string): Promise<string> {
  const mail = await lastMailTo(db, to);
  const match = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "");
  if (!match) throw new Error(`no link in the last mail to ${to}`);
  return match[1]!;
}
