import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { profiles } from "@/db/schema";
import { seedDemoProfiles } from "@/db/seed-profiles";

/** The demo company's profiles for an owner: six filled ones (ids) and one not filled. */
export async function teamProfiles(db: Db, ownerId: string, now: Date): Promise<{ filled: string[]; empty: string }> {
  await seedDemoProfiles(db, ownerId, now);
  const rows = await db.select().from(profiles).where(eq(profiles.ownerId, ownerId));
  return { filled: rows.filter((r) => r.status === "ack_a").map((r) => r.id).sort(), empty: rows.find((r) => r.status === "ack_q")!.id };
}
