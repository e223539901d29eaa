// Rules every paged list shares (profiles, estimator, administrator lists).

/** The filter of a paged list: its page and search text, plus the list's own fields. */
export interface PagedFilter {
  page: number;
  search: string;
}

export type SortOrder = "asc" | "desc";

/**
 * A paged list read by keyset cursors: `cursors[n - 2]` reads page n. A filter change starts
 * at page 1 again and pages are reached one by one, so an entry is always rewritten under
 * the current filter before it is read.
 */
export interface CursorFilter extends PagedFilter {
  cursors: string[];
}

/** The cursor that reads the filter's page (none for page 1, or when none was recorded: offset). */
export function cursorOfPage(filter: CursorFilter): string | undefined {
  return filter.page > 1 ? filter.cursors[filter.page - 2] : undefined;
}

/** The filter for `page`: going one page on records the answer's `nextCursor` for it. */
export function pageWithCursor<F extends CursorFilter>(filter: F, page: number, nextCursor: string | null): F {
  if (page !== filter.page + 1 || !nextCursor) return { ...filter, page };
  const cursors = filter.cursors.slice(0, filter.page - 1);
  cursors[filter.page - 1] = nextCursor;
  return { ...filter, page, cursors };
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Spec part 1 section 4: when a deletion empties the page, show the previous page. */
export function pageAfterDeletion(page: number, itemsOnPage: number, deleted: number): number {
  return deleted >= itemsOnPage && page > 1 ? page - 1 : page;
}

/** A filter change starts again at page 1; a page change keeps the filter. */
export function withFilterChange<F extends PagedFilter>(filter: F, patch: Partial<F>): F {
  return { ...filter, page: 1, ...patch };
}

/** Clicking a column header: the same column flips the order; another column starts with its natural order. */
export function nextSort<C extends string>(current: { sortBy: C; sortOrder: SortOrder }, column: C, naturalOrder: SortOrder = "desc"): { sortBy: C; sortOrder: SortOrder } {
  if (current.sortBy === column) return { sortBy: column, sortOrder: current.sortOrder === "asc" ? "desc" : "asc" };
  return { sortBy: column, sortOrder: naturalOrder };
}

/** aria-sort of a column header. */
export function ariaSort(current: { sortBy: string; sortOrder: SortOrder }, column: string): "ascending" | "descending" | "none" {
  if (current.sortBy !== column) return "none";
  return current.sortOrder === "asc" ? "ascending" : "descending";
}
