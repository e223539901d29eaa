import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { planSeats } from "@/db/schema";
import type { Plan } from "@/lib/billing/plans";

export async function seatsLeft(db: Db, plan: Plan): Promise<number | null> {
  if (plan.seats === null) return null;
  const [row] = await db.select({ taken: planSeats.taken }).from(planSeats).where(eq(planSeats.planCode, plan.code)).limit(1);
  return Math.max(0, plan.seats - (row?.taken ?? 0));
}

/**
 * Takes one seat of a plan sold in limited numbers, in one statement: parallel takers can
 * never pass the limit. False when every seat is taken.
 */
export async function takeSeat(db: Db, plan: Plan): Promise<boolean> {
  if (plan.seats === null) return true;
  await db.insert(planSeats).values({ planCode: plan.code, taken: 0 }).onConflictDoNothing();
  const taken = await db
    .update(planSeats)
    .set({ taken: sql`${planSeats.taken} + 1` })
    .where(sql`${planSeats.planCode} = ${plan.code} and ${planSeats.taken} < ${plan.seats}`)
    .returning({ taken: planSeats.taken });
  return taken.length === 1;
}
