import "server-only";
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { env } from "@/lib/env";
import { log } from "@/lib/server/log";
import { withNamedStatements } from "./pglite-statements";
import * as schema from "./schema";

/** One Drizzle type for both drivers (stack-notes pitfall 12). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The rows of a raw SQL statement, on either driver (both answer `{ rows }`). For the few
 * statements the query builder cannot say in one round trip (a CTE writing two tables).
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const DRIVERS = new WeakMap<Db, DatabaseHandle["driver"]>();

/**
 * The driver of a database opened by `openDatabase` (not of a transaction: see
 * db/transaction-scope.ts's `transactionOf` for a transaction's database). State that other
 * instances must see lives in the database on PostgreSQL, but may live in this process's
 * memory on PGlite, which only one process can ever open (stack-notes pitfall 11).
 */
export function driverOf(db: Db): DatabaseHandle["driver"] | undefined {
  return DRIVERS.get(db);
}

export interface DatabaseHandle {
  db: Db;
  driver: "pglite" | "postgres";
  /**
   * What the job queue (lib/server/jobs) runs on: the very PGlite client of this handle (a
   * second PGlite on the directory would corrupt it), or the PostgreSQL connection string
   * for a small pool of its own.
   */
  queueConnection: { pglite: PGlite } | { url: string };
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS = { migrationsFolder: `${process.cwd()}/db/migrations` };

export interface OpenOptions {
  /** A PostgreSQL connection string; when absent PGlite is used. */
  url?: string;
  /** PGlite data directory, or "memory" for a throwaway database. */
  dataDir?: string;
  /**
   * A dump of a PGlite data directory (`dumpDataDir`) to start from instead of an empty
   * cluster: the database tests start each suite from one migrated copy
   * (tests/support/database-template.ts), which skips initdb and the migrations.
   */
  loadDataDir?: Blob;
}

/**
 * Drizzle's transaction on a pool takes a client and sends `begin` before its try/finally,
 * so a connection that breaks between the two (PostgreSQL restarting under load) is never
 * released: the pool shrinks for good and `pool.end()` waits forever at shutdown. Here each
 * transaction takes its client itself and always gives it back, destroyed when anything
 * failed (a broken connection must not be reused); Drizzle runs the transaction on that one
 * client. One Drizzle instance per pooled client, kept while the client lives.
 */
function releaseClientsOfFailedTransactions(db: Db, pool: pg.Pool): void {
  const onClient = new WeakMap<pg.PoolClient, Db>();
  const transaction: Db["transaction"] = async (work, config) => {
    const client = await pool.connect();
    let failure: Error | undefined;
    try {
      let clientDb = onClient.get(client);
      if (!clientDb) onClient.set(client, (clientDb = drizzleNodePg({ client, schema }) as unknown as Db));
      return await clientDb.transaction(work, config);
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      client.release(failure);
    }
  };
  Object.assign(db, { transaction });
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      // Fail fast when the server is down instead of queueing requests forever.
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle connection that breaks (the server restarted) is dropped by the pool; the next
    // query opens a new one. Its code only: the message may quote a statement.
    pool.on("error", (error) => log("db").warn({ code: (error as { code?: string }).code ?? error.name }, "idle database connection lost"));
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
    releaseClientsOfFailedTransactions(db, pool);
    DRIVERS.set(db, "postgres");
    return {
      db,
      driver: "postgres",
      queueConnection: { url: options.url },
      migrate: () => migrateNodePg(drizzleNodePg({ client: pool, schema }), MIGRATIONS),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? "memory";
  if (dataDir !== "memory") mkdirSync(dataDir, { recursive: true });
  const client = dataDir === "memory" ? new PGlite({ loadDataDir: options.loadDataDir }) : new PGlite(dataDir, { loadDataDir: options.loadDataDir });
  await client.waitReady;
  const db = drizzlePglite({ client: withNamedStatements(client), schema }) as unknown as Db;
  DRIVERS.set(db, "pglite");
  return {
    db,
    driver: "pglite",
    queueConnection: { pglite: client },
    migrate: () => migratePglite(drizzlePglite({ client, schema }), MIGRATIONS),
    close: () => client.close(),
  };
}

// Cached on globalThis: server.ts and Next's compiled route modules live in one
// process but load separate copies of this file; two PGlite instances on one
// directory would corrupt it (stack-notes pitfall 11).
const KEY = Symbol.for("accordo.database");
type Holder = { [KEY]?: Promise<DatabaseHandle> };

export function getDatabase(): Promise<DatabaseHandle> {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const e = env();
    holder[KEY] = openDatabase(e.DATABASE_URL ? { url: e.DATABASE_URL } : { dataDir: e.PGLITE_DIR });
  }
  return holder[KEY];
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/** Tests and scripts install the database the app should use. */
export function useDatabase(handle: DatabaseHandle | undefined): void {
  const holder = globalThis as Holder;
  if (handle) holder[KEY] = Promise.resolve(handle);
  else delete holder[KEY];
}

export async function closeDatabase(): Promise<void> {
  const holder = globalThis as Holder;
  const pending = holder[KEY];
  delete holder[KEY];
  if (pending) await (await pending).close();
}
