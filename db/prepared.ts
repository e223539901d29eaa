import "server-only";
import type { Db } from "./client";

/**
 * A prepared query per database handle: `build` runs once for each handle (or transaction)
 * it is asked for, so the query is assembled once, and on PostgreSQL the named statement is
 * parsed and planned once per connection. (On PGlite every query text is kept as a named
 * statement anyway, db/pglite-statements.ts; there this spares Drizzle's building of the query.) Hot paths keep their prepared queries together,
 * one module per set (lib/server/auth/session-queries.ts, lib/server/services/scenes/team-check-queries.ts,
 * lib/server/services/owner/owner-self-queries.ts).
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) byDb.set(db, (query = build(db)));
    return query;
  };
}
