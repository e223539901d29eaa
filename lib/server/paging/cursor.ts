import "server-only";
import { isUuid } from "@/lib/contracts/ids";
import { AppError } from "@/lib/server/http/app-error";

/**
 * A page cursor: the last row's sort key (strings, numbers or null, in the list's order)
 * and its id, as base64url JSON. Timestamps travel as text with microseconds (Postgres
 * precision) so rows with one millisecond never fall between two pages.
 */
export interface Cursor {
  key: Array<string | number | null>;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id]), "utf8").toString("base64url");
}

/** The cursor, or null for a malformed one. `keyLength` is how many sort values the list uses. */
export function parseCursor(text: string, keyLength: number): Cursor | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [key, id] = value as [unknown, unknown];
  if (!isUuid(id)) return null;
  if (!Array.isArray(key) || key.length !== keyLength) return null;
  if (!key.every((k) => k === null || typeof k === "number" || (typeof k === "string" && k.length <= 300))) return null;
  return { key: key as Cursor["key"], id };
}

/** For services: the decoded cursor (none when absent); a malformed one is a 400 of the catalogue. */
export function decodeCursor(text: string | undefined, keyLength: number): Cursor | null {
  if (text === undefined) return null;
  const cursor = parseCursor(text, keyLength);
  if (!cursor) throw new AppError("validation:invalid_query", 400, { fields: { cursor: "invalid" } });
  return cursor;
}

/** Rows fetched with `limit + 1`: the page, and the cursor of its last row when more follow. */
export function pageOf<R>(rows: R[], limit: number, cursorOf: (row: R) => Cursor): { rows: R[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  return { rows: page, nextCursor: encodeCursor(cursorOf(page[page.length - 1]!)) };
}
