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

/**
 * Rows after the cursor in `(column, id)` order for a column that may be NULL. NULLs sort as
 * Postgres sorts them by default (last ascending, first descending), so one `(column, id)`
 * index serves both directions; the cursor's key is null when its row had none.
 */
export function afterNullable(column: AnyColumn, idColumn: AnyColumn, key: string | number | null | undefined, id: string, order: "asc" | "desc", type: "timestamptz" | "text"): SQL {
  const cast = sql.raw(type);
  if (order === "asc") {
    if (key === null || key === undefined) return sql`(${column} is null and ${idColumn} > ${id}::uuid)`;
    return sql`(${column} is null or (${column}, ${idColumn}) > (${String(key)}::${cast}, ${id}::uuid))`;
  }
  if (key === null || key === undefined) return sql`(${column} is not null or ${idColumn} < ${id}::uuid)`;
  return sql`((${column}, ${idColumn}) < (${String(key)}::${cast}, ${id}::uuid))`;
}
