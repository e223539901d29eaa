import "server-only";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { errorFields, log } from "@/lib/server/log";

/** What pg-boss runs its SQL through (its `db` option), and how we let go of it. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Statements after this get no rows and never reach the database (workers still polling). */
  close(): Promise<void>;
}

/**
 * pg-boss on the app's own PGlite client, in-process: a second PGlite on the directory would
 * corrupt it (stack-notes pitfall 11). Parameterised statements go through `query`. pg-boss
 * sends its schema set-up and maintenance as one unparameterised text ("BEGIN; ...; COMMIT;")
 * that the extended protocol behind `query` refuses, so such texts run through `exec` inside
 * PGlite's own transaction: PGlite holds its lock for the whole text, so no app statement
 * slips in between, and a failing text is rolled back instead of leaving the app's only
 * connection in an aborted transaction (the inner BEGIN and COMMIT merely raise notices).
 */
export function pgliteExecutor(client: PGlite): SqlExecutor {
  let closed = false;
  return {
    async executeSql(text, values) {
      if (closed) return { rows: [] };
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.transaction((tx) => tx.exec(text));
      return results.at(-1) ?? { rows: [] };
    },
    async close() {
      closed = true;
    },
  };
}

/** pg-boss on PostgreSQL: a small pool of its own, so jobs never wait for request connections. */
export function poolExecutor(url: string): SqlExecutor {
  const pool = new pg.Pool({ connectionString: url, max: 3, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000, application_name: "accordo-jobs" });
  pool.on("error", (error) => log("jobs").error({ err: errorFields(error) }, "idle queue connection failed"));
  let closed = false;
  return {
    async executeSql(text, values) {
      if (closed) return { rows: [] };
      // A multi-statement text answers an array of results; pg-boss reads none of those.
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
    },
    async close() {
      closed = true;
      await pool.end();
    },
  };
}
