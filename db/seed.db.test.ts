import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDatabase } from "@/tests/support/databases";
import { owners, profiles } from "./schema";
import { DEMO_ACCOUNTS, seedDemoData } from "./seed";

describeEachDatabase("demo data", ({ get }) => {
  it("loads once: the demo accounts and the demo company's profiles", async () => {
    const { db } = get();
    expect(await seedDemoData(db)).toBe(true);
    expect(await seedDemoData(db)).toBe(false);
    const [owner] = await db.select().from(owners).where(eq(owners.email, DEMO_ACCOUNTS.owner.email));
    expect(owner!.status).toBe("verified");
    const rows = await db.select().from(profiles).where(eq(profiles.ownerId, owner!.id));
    expect(rows).toHaveLength(7);
    const filled = rows.filter((r) => r.status === "ack_a");
    expect(filled).toHaveLength(6);
    for (const row of filled) {
      expect(row.bigFive).not.toBeNull();
      expect(row.avatarName).toMatch(/^(male|female)-/);
    }
    // Answers differ between people, so their forecasts do too.
    expect(new Set(filled.map((r) => JSON.stringify(r.bigFive))).size).toBe(6);
  });
});
