import "server-only";
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "@/db/client";
import { oneTimeTokens, type OneTimeTokenKind, type SessionDomain } from "@/db/schema";
import { TOKEN_LIFETIMES_MS } from "./session-policy";
import { hashToken, newToken } from "./tokens";

export interface IssueTokenInput {
  kind: OneTimeTokenKind;
  domain: SessionDomain;
  subjectId?: string | null;
  email?: string | null;
  payload?: Record<string, unknown>;
  now: Date;
  /** Shorter or longer than the kind's default lifetime. */
  lifetimeMs?: number;
  /** Invalidate earlier tokens of this kind for the same subject (checklist 3). Default true. */
  replacePrevious?: boolean;
}

/** Issues a single-use token; only its SHA-256 is stored (checklist 4). */
export async function issueOneTimeToken(db: Db, input: IssueTokenInput): Promise<string> {
  const token = newToken();
  const lifetime = input.lifetimeMs ?? TOKEN_LIFETIMES_MS[input.kind];
  await db.transaction(async (tx) => {
    if (input.replacePrevious !== false && input.subjectId) {
      await tx
        .delete(oneTimeTokens)
        .where(and(eq(oneTimeTokens.kind, input.kind), eq(oneTimeTokens.domain, input.domain), eq(oneTimeTokens.subjectId, input.subjectId)));
    }
    await tx.insert(oneTimeTokens).values({
      kind: input.kind,
      domain: input.domain,
      subjectId: input.subjectId ?? null,
      email: input.email ?? null,
      tokenHash: hashToken(token),
      payload: input.payload ?? {},
      createdAt: input.now,
      expiresAt: new Date(input.now.getTime() + lifetime),
    });
  });
  return token;
}

export type ConsumedToken = typeof oneTimeTokens.$inferSelect;

export type ConsumeResult = { ok: true; token: ConsumedToken } | { ok: false; reason: "unknown" | "expired" };

/**
 * Uses a token once: the DELETE ... RETURNING both finds and removes it, so of any
 * number of parallel uses exactly one gets the row (checklist 1).
 */
export async function consumeOneTimeToken(db: Db, kind: OneTimeTokenKind, domain: SessionDomain, token: string, now: Date): Promise<ConsumeResult> {
  if (!token || token.length > 200) return { ok: false, reason: "unknown" };
  const [row] = await db
    .delete(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.kind, kind), eq(oneTimeTokens.domain, domain)))
    .returning();
  if (!row) return { ok: false, reason: "unknown" };
  if (row.expiresAt <= now) return { ok: false, reason: "expired" };
  return { ok: true, token: row };
}

export async function revokeOneTimeTokens(db: Db, kind: OneTimeTokenKind, domain: SessionDomain, subjectId: string): Promise<void> {
  await db
    .delete(oneTimeTokens)
    .where(and(eq(oneTimeTokens.kind, kind), eq(oneTimeTokens.domain, domain), eq(oneTimeTokens.subjectId, subjectId)));
}

export async function purgeExpiredTokens(db: Db, now: Date): Promise<void> {
  await db.delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, now));
}
