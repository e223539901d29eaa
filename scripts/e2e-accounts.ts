// Accounts only the browser tests use, added to their fresh database: companies on the free
// plan with the demo specialists (payments, team limits), a company on the demo's bonus plan
// with room for the teams the journeys create (the demo owner's story already holds three of
// its four saved teams), and a love account whose pair is still locked (the pair unlock). The
// demo accounts stay as newcomers see them.
import { getDb } from "@/db/client";
import { eq, sql } from "drizzle-orm";
import { estimatorAssignments, estimators, owners, profiles } from "@/db/schema";
import { seedDemoLovePair } from "@/db/seed-consumer";
import { demoBonusPlan } from "@/db/seed";
import { seedDemoProfiles } from "@/db/seed-profiles";
import { hashPassword } from "@/lib/server/auth/passwords";
import { E2E_ACCOUNTS } from "@/tests/e2e/support/accounts";

export async function seedE2eAccounts(now = new Date()): Promise<void> {
  const db = await getDb();
  for (const [key, account] of Object.entries(E2E_ACCOUNTS)) {
    const love = key === "loveLocked";
    const suffix = key === "freeRu" ? "R" : key === "teams" ? "T" : "E";
    const [row] = await db
      .insert(owners)
      .values({ email: account.email, passwordHash: await hashPassword(account.password), companyName: love ? "" : key === "teams" ? "Teams Co" : "Free Co", product: love ? "love" : "enterprise", status: "verified", emailVerifiedAt: now, locale: key === "freeRu" ? "ru" : "en", ...(key === "teams" ? demoBonusPlan(now) : {}) })
      .onConflictDoNothing()
      .returning({ id: owners.id });
    if (!row) continue;
    if (love) await seedDemoLovePair(db, row.id, now, { unlocked: false });
    else {
      await seedDemoProfiles(db, row.id, now);
      // Their own first names ("Anna-R Smirnova"), so lists that show every company's profiles
      // (the estimators' pool) never hold two people of one name.
      await db.update(profiles).set({ firstName: sql`${profiles.firstName} || ${`-${suffix}`}` }).where(eq(profiles.ownerId, row.id));
      // ...and stay out of the estimators' pool (already with the demo estimator), so a new
      // estimator's batch holds the demo company's profiles, as the estimation test expects.
      const [estimator] = await db.select({ id: estimators.id }).from(estimators).where(eq(estimators.email, "estimator@demo.test")).limit(1);
      const own = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.ownerId, row.id));
      if (estimator && own.length) await db.insert(estimatorAssignments).values(own.map((p) => ({ estimatorId: estimator.id, profileId: p.id, batchId: crypto.randomUUID() })));
    }
  }
}
