import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { oneTimeTokens, type OneTimeTokenKind, type SessionDomain } from "@/db/schema";
import { storePasswordHash } from "./accounts";
import { announceAccountSessionsEnded, deleteAccountSessions } from "./sessions";

/** The pending links of an account that a credential change makes void (checklist 3, 12). */
export const ACCOUNT_LINK_KINDS: readonly OneTimeTokenKind[] = ["magic_login", "password_reset", "email_verification", "auth_handoff", "live_ticket"];

/**
 * Stores a new password and, in the same transaction, voids every pending one-time link of
 * the account (finding 6: a sign-in or reset link requested before the change must not work
 * after it) and ends its sessions except `keepSessionId`. Sockets hear of it after commit.
 */
export async function replacePassword(db: Db, domain: Exclude<SessionDomain, "flame">, subjectId: string, passwordHash: string, now: Date, keepSessionId?: string): Promise<void> {
  const ended = await db.transaction(async (tx) => {
    await storePasswordHash(tx, domain, subjectId, passwordHash, now);
    await tx
      .delete(oneTimeTokens)
      .where(and(eq(oneTimeTokens.domain, domain), eq(oneTimeTokens.subjectId, subjectId), inArray(oneTimeTokens.kind, [...ACCOUNT_LINK_KINDS])));
    return deleteAccountSessions(tx, domain, subjectId, keepSessionId);
  });
  announceAccountSessionsEnded(domain, subjectId, ended, keepSessionId);
}
