import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { preparedPerDb } from "@/db/prepared";
import { sessions, type SessionDomain } from "@/db/schema";
import { accountColumns, TABLES, toAccount, type Account, type AccountRow } from "./accounts";

/**
 * The session lookup every authenticated request starts with, as prepared statements (one
 * per domain): the query is built once per database handle instead of per request, and
 * PostgreSQL parses and plans it once per connection (a named statement).
 */
export type SessionRow = typeof sessions.$inferSelect;

function prepareLookup(db: Db, domain: SessionDomain) {
  const table = TABLES[domain];
  return db
    .select({ session: sessions, account: accountColumns(domain) })
    .from(sessions)
    .leftJoin(table, and(eq(table.id, sessions.subjectId), eq(sessions.domain, domain)))
    .where(eq(sessions.tokenHash, sql.placeholder("tokenHash")))
    .limit(1)
    .prepare(`session_with_${domain}`);
}

// One prepared lookup per domain (each joins its own account table).
const lookups = {
  administrator: preparedPerDb((db) => prepareLookup(db, "administrator")),
  estimator: preparedPerDb((db) => prepareLookup(db, "estimator")),
  owner: preparedPerDb((db) => prepareLookup(db, "owner")),
  flame: preparedPerDb((db) => prepareLookup(db, "flame")),
} satisfies Record<SessionDomain, unknown>;

/**
 * A session by its token hash with, in the same statement, the account of `domain` it
 * belongs to: null when the session is of another domain or its account is gone. One
 * round trip.
 */
export async function findSessionWithAccount(db: Db, tokenHash: string, domain: SessionDomain): Promise<{ session: SessionRow; account: Account | null } | null> {
  const [found] = await lookups[domain](db).execute({ tokenHash });
  if (!found) return null;
  return { session: found.session, account: toAccount(domain, (found.account ?? undefined) as AccountRow | undefined) };
}
