import "server-only";
import { eq } from "drizzle-orm";
import { hashPassword } from "@/lib/server/auth/passwords";
import type { Db } from "./client";
import { administrators, appMeta, estimators, flameUsers, owners } from "./schema";
import { seedDemoCoupleResult, seedDemoLovePair } from "./seed-consumer";
import { seedGradedArchive } from "./seed-graded-archive";
import { seedCompanyStory } from "./seed-company-story";
import { seedDemoProfiles } from "./seed-profiles";

/** Demo sign-ins printed at start so a newcomer can look around at once. */
export const DEMO_ACCOUNTS = {
  administrator: { email: "admin@demo.test", password: "Admin-Demo-2026" },
  estimator: { email: "estimator@demo.test", password: "Estimator-Demo-2026" },
  owner: { email: "owner@demo.test", password: "Owner-Demo-2026" },
  flame: { email: "flame@demo.test" },
  love: { email: "love@demo.test", password: "Love-Demo-2026" },
} as const;

const SEEDED_KEY = "demo_data_seeded";

/** Loads demo data once; later calls see the marker and do nothing. Returns whether it seeded. */
export async function seedDemoData(db: Db, now = new Date()): Promise<boolean> {
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY)).limit(1);
  if (marker) return false;
  const a = DEMO_ACCOUNTS;
  await db.transaction(async (tx) => {
    await tx.insert(administrators).values({ email: a.administrator.email, name: "Demo Administrator", passwordHash: await hashPassword(a.administrator.password), locale: "ru" }).onConflictDoNothing();
    await tx.insert(estimators).values({ email: a.estimator.email, fullName: "Demo Estimator", information: "Demo account", passwordHash: await hashPassword(a.estimator.password), locale: "ru" }).onConflictDoNothing();
    const [owner] = await tx
      .insert(owners)
      .values({ email: a.owner.email, passwordHash: await hashPassword(a.owner.password), companyName: "Demo Company", status: "verified", emailVerifiedAt: now, locale: "en", ...demoBonusPlan(now) })
      .onConflictDoNothing()
      .returning({ id: owners.id });
    if (owner) await seedCompanyStory(tx as unknown as Db, owner.id, await seedDemoProfiles(tx as unknown as Db, owner.id, now), now);
    await seedGradedArchive(tx as unknown as Db, now);
    const [lover] = await tx
      .insert(owners)
      .values({ email: a.love.email, passwordHash: await hashPassword(a.love.password), companyName: "", product: "love", status: "verified", emailVerifiedAt: now, locale: "en" })
      .onConflictDoNothing()
      .returning({ id: owners.id });
    if (lover) await seedDemoLovePair(tx as unknown as Db, lover.id, now);
    const [flame] = await tx.insert(flameUsers).values({ email: a.flame.email, locale: "en" }).onConflictDoNothing().returning({ id: flameUsers.id });
    if (flame) await seedDemoCoupleResult(tx as unknown as Db, flame.id, now);
    await tx.insert(appMeta).values({ key: SEEDED_KEY, value: { at: now.toISOString() } });
  });
  return true;
}

/** The demo company holds the bonus plan (every tool, 4 teams) so that everything can be tried without payments. */
export function demoBonusPlan(now: Date) {
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + 120);
  return { subscriptionPlan: "full_120_month_4_teams", subscriptionStatus: "active", subscriptionSource: "demo", subscribeStartDate: now, subscribeEndDate: end };
}

export function describeDemoAccounts(baseUrl: string, options: { withPasswords: boolean } = { withPasswords: true }): string {
  const a = DEMO_ACCOUNTS;
  const secret = (password: string) => (options.withPasswords ? ` / ${password}` : " (password in README, change it)");
  return [
    "Demo sign-ins:",
    `  owner          ${baseUrl}/owner/login          ${a.owner.email}${secret(a.owner.password)}`,
    `  estimator      ${baseUrl}/estimator/login      ${a.estimator.email}${secret(a.estimator.password)}`,
    `  administrator  ${baseUrl}/administrator/login  ${a.administrator.email}${secret(a.administrator.password)}`,
    `  love           ${baseUrl}/love-mobile/login    ${a.love.email}${secret(a.love.password)}`,
    `  flame (link)   ${baseUrl}/main/login           ${a.flame.email}`,
    `  e-mails (magic links, resets) are listed at ${baseUrl}/dev/outbox while SMTP_URL is unset`,
  ].join("\n");
}
