import "server-only";
import type { Db } from "@/db/client";
import { adminAudit } from "@/db/schema";
import type { Session } from "@/lib/server/auth/sessions";

/** Writes one administrator action to the audit log: who, what, when, before and after. */
export async function audit(db: Db, session: Session, action: string, targetType: string, targetId: string | null, before: unknown, after: unknown, now: Date): Promise<void> {
  await db.insert(adminAudit).values({ administratorId: session.subjectId, action, targetType, targetId, before: strip(before), after: strip(after), createdAt: now });
}

/** Secrets never enter the audit log. */
function strip(value: unknown): unknown {
  if (!value || typeof value !== "object") return value ?? null;
  const { passwordHash: _p, permalink: _l, ...rest } = value as Record<string, unknown>;
  return rest;
}
