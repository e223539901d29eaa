import "server-only";
import { parse, protocol, types, type PGlite, type QueryOptions, type Results } from "@electric-sql/pglite";

/** Most statements kept prepared; the least recently used is closed first. */
export const MAX_NAMED_STATEMENTS = 500;

const { serialize } = protocol;
const BYTEA = types.BYTEA;

interface Named {
  name: string;
  /** The parameters' type OIDs, as the database inferred them when the statement was parsed. */
  paramTypes: number[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** PGlite's own error decoration (its `query` does the same), so callers see the same error. */
function decorated(error: unknown, query: string, params: unknown[] | undefined, options: QueryOptions | undefined): unknown {
  if (error && typeof error === "object" && "code" in error) Object.assign(error, { query, params, queryOptions: options });
  return error;
}

/**
 * PGlite's `query` with a named server-side statement per query text, for the database the app
 * reads through Drizzle (db/client.ts). PGlite runs PostgreSQL inside this process's main
 * thread, and its `query` sends every call as six protocol round trips into WebAssembly
 * (parse, describe, bind, describe, execute, sync) and plans the statement anew each time
 * (planning asks the file system for the size of every table and index involved). Here the
 * statement is parsed once per text; a call is then one round trip (bind, describe, execute
 * and sync in one buffer), and PostgreSQL keeps its plan as it does for any prepared
 * statement (custom plans for the first five calls, then the generic plan when it is no
 * worse). What the caller gets back, results and errors, is what PGlite's `query` returns.
 *
 * Statements that PGlite's `query` would treat specially (a blob, given parameter types) and
 * everything inside a PGlite transaction (Drizzle calls the transaction's own `query`) go
 * the usual way.
 */
export function withNamedStatements(client: PGlite, maxStatements = MAX_NAMED_STATEMENTS): PGlite {
  const statements = new Map<string, Named>();
  let counter = 0;

  async function prepared(text: string): Promise<Named> {
    const known = statements.get(text);
    if (known) {
      // Map keeps insertion order: re-inserting makes it the most recently used.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const evicted: Uint8Array[] = [];
    while (statements.size >= maxStatements) {
      const [oldest, old] = statements.entries().next().value as [string, Named];
      statements.delete(oldest);
      evicted.push(serialize.close({ type: "S", name: old.name }));
    }
    const name = `accordo_${counter++}`;
    const messages = await client.execProtocolStream(concat([...evicted, serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()]), { syncToFs: false });
    const named = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(text, named);
    return named;
  }

  async function forget(text: string): Promise<void> {
    const named = statements.get(text);
    if (!named) return;
    statements.delete(text);
    await client.execProtocolStream(concat([serialize.close({ type: "S", name: named.name }), serialize.sync()]), { syncToFs: false });
  }

  async function namedQuery<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const named = await prepared(text);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      // Bytes go as they are (the protocol's binary format): PGlite's own serializer spells
      // them out in hex one byte at a time, milliseconds for a run's render data.
      if (named.paramTypes[i] === BYTEA && value instanceof Uint8Array && !options?.serializers?.[BYTEA]) return value;
      const serializer = options?.serializers?.[named.paramTypes[i]!] ?? client.serializers[named.paramTypes[i]!];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await client.execProtocolStream(concat([serialize.bind({ statement: named.name, values }), serialize.describe({ type: "P" }), serialize.execute({}), serialize.sync()]), { syncToFs: false, onNotice: options?.onNotice });
    await client.syncToFs();
    // PGlite merges the caller's parsers into a copy of all its own (hundreds of types) at
    // every call; Drizzle passes a few with each query. A view that falls back to PGlite's
    // parsers answers the same lookups for the cost of those few.
    const parsers = options?.parsers ? Object.assign(Object.create(client.parsers) as Record<string, unknown>, options.parsers) : client.parsers;
    return parse.parseResults(messages, parsers as PGlite["parsers"], { rowMode: options?.rowMode })[0] as Results<T>;
  }

  const query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    if (options?.blob || options?.paramTypes) return client.query<T>(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await namedQuery<T>(text, params, options);
        } catch (error) {
          // A table changed under a kept plan so that its result type differs: prepare again, once.
          if ((error as { code?: string }).code !== "0A000") throw decorated(error, text, params, options);
          await forget(text);
          try {
            return await namedQuery<T>(text, params, options);
          } catch (again) {
            throw decorated(again, text, params, options);
          }
        }
      }),
    );
  };

  return new Proxy(client, {
    get(target, property) {
      if (property === "query") return query;
      // Getters and methods run on the client itself (it keeps its state in private fields).
      const value = Reflect.get(target, property) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
