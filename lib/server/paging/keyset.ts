import "server-only";
import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * A timestamp as a cursor key: UTC text with microseconds, so the next page compares with
 * the stored value exactly (a JavaScript Date would round to milliseconds and skip or
 * repeat rows that share one).
 */
export function timestampKey(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** Rows after the cursor in `(column, id)` order, both ascending or both descending. */
export function afterTimestamp(column: AnyColumn, idColumn: AnyColumn, key: string | number | null | undefined, id: string, order: "asc" | "desc"): SQL {
  const op = order === "asc" ? sql`>` : sql`<`;
  return sql`(${column}, ${idColumn}) ${op} (${String(key)}::timestamptz, ${id}::uuid)`;
}
