import { z } from "zod";

// Keyset ("cursor") paging shared by every list that grows with data. The cursor is opaque to
// clients: the server encodes the last row's sort key and id; a client sends back the
// `nextCursor` it got to read the next page.

export const PAGE_LIMIT_DEFAULT = 50;
export const PAGE_LIMIT_MAX = 200;
/** A list's `q` search text. */
export const searchText = () => z.string().trim().max(100).optional();
export const pageLimit = () => z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT);
/** Checked when decoded: a malformed cursor answers 400 validation:invalid_query. */
export const pageCursor = () => z.string().min(1).max(512).optional();

/** One page of a keyset-paged list; `nextCursor` is null on the last page. */
export function cursorPage<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
