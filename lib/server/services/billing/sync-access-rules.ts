import "server-only";
import type { Db } from "@/db/client";
import type { AccessRulesDto } from "@/lib/contracts/scenes";
import type { ServerEffects } from "@/lib/server/effects";
import { ownerAccessRules } from "../owner/access-rules";

/** POST /stripe/sync-access-rules: the owner's rules now, also pushed to their other open pages (syncAccessRules). */
export async function syncAccessRules(db: Db, ownerId: string, effects: ServerEffects, now: Date): Promise<AccessRulesDto> {
  const accessRules = await ownerAccessRules(db, ownerId, now);
  effects.live.publish(ownerId, { type: "syncAccessRules", accessRules });
  return accessRules;
}
