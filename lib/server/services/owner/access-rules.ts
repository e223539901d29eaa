import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { owners } from "@/db/schema";
import type { AccessRulesDto } from "@/lib/contracts/scenes";
import { planStateOf } from "@/lib/server/auth/accounts";
import { accessRulesOf, ownerSubject } from "@/lib/server/auth/policy";

/**
 * The owner's access rules as the policy gives them, from the account as it is now (a live
 * socket outlives changes such as a new, unverified e-mail). GET /owner/self computes the
 * same from the row it reads.
 */
export async function ownerAccessRules(db: Db, ownerId: string, now: Date): Promise<AccessRulesDto> {
  const [owner] = await db.select().from(owners).where(eq(owners.id, ownerId)).limit(1);
  // A vanished account is treated as an unverified one: no tool, "verify the account".
  return accessRulesOf(ownerSubject({ id: ownerId, status: owner?.status ?? "deleted", plan: owner ? planStateOf(owner) : null }, now));
}
