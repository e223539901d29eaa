import "server-only";
// A user's search term inside a SQL LIKE / ILIKE pattern: its own %, _ and \ match themselves.
// PostgreSQL's default escape character is the backslash, which every list search relies on.

/** `text` with LIKE's wildcards and escape character escaped, ready to wrap in `%...%`. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
