import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import type { Db } from "./client";

/**
 * One database transaction with work to do once it has committed (finding 8): what leaves
 * the database (a queued job on another connection, a message to other processes) must
 * not happen for writes that are then rolled back, nor wait inside the transaction (on
 * PGlite another statement would wait for the transaction's lock).
 */
interface Scope {
  root: Db;
  tx: Db;
  afterCommit: Array<() => Promise<void>>;
}

const KEY = Symbol.for("accordo.transaction-scope");
type Holder = { [KEY]?: AsyncLocalStorage<Scope> };

function storage(): AsyncLocalStorage<Scope> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new AsyncLocalStorage<Scope>();
  return holder[KEY];
}

/** Runs `fn` in a transaction of `db`, then the work it deferred with `afterCommit`, in order. */
export async function inTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  const deferred: Array<() => Promise<void>> = [];
  const result = await db.transaction((tx) => storage().run({ root: db, tx, afterCommit: deferred }, () => fn(tx)));
  for (const work of deferred) await work();
  return result;
}

/**
 * The transaction `db` belongs to, with the database it was opened on; undefined when `db`
 * is not a transaction opened by `inTransaction` (the work can then run at once).
 */
export function transactionOf(db: Db): { root: Db; afterCommit: (work: () => Promise<void>) => void } | undefined {
  const scope = storage().getStore();
  if (!scope || scope.tx !== db) return undefined;
  return { root: scope.root, afterCommit: (work) => void scope.afterCommit.push(work) };
}

/**
 * Runs `work` once the transaction of the current request (opened by `inTransaction`)
 * commits, whichever handle the caller wrote through; false when no such transaction is
 * open, so the caller knows nothing was deferred. For caches that must forget what the
 * transaction changes only once others can read the change.
 */
export function afterEnclosingCommit(work: () => void): boolean {
  const scope = storage().getStore();
  if (!scope) return false;
  scope.afterCommit.push(async () => work());
  return true;
}
