// Rules every paged list shares (profiles, estimator, administrator lists).

/** The filter of a paged list: its page and search text, plus the list's own fields. */
export interface PagedFilter {
  page: number;
  search: string;
}

export type SortOrder = "asc" | "desc";

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
