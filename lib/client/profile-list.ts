import type { z } from "zod";
import type { ProfileListQuery } from "@/lib/contracts/profiles";

export interface ProfileListFilter {
  search: string;
  sortBy: "createdAt" | "updatedAt";
  sortOrder: "asc" | "desc";
  profileStatus: "all" | "empty" | "completed";
  statusFilter: "all" | "own" | "shared";
  page: number;
  pageSize: number;
  /**
   * Keyset cursors of the pages reached by "next": `cursors[n - 2]` reads page n. A filter
   * change starts at page 1 again, and pages are only reached one by one, so an entry is
   * always rewritten under the current filter before it is read.
   */
  cursors: string[];
}

export const DEFAULT_PROFILE_FILTER: ProfileListFilter = {
  search: "",
  sortBy: "createdAt",
  sortOrder: "desc",
  profileStatus: "completed",
  statusFilter: "all",
  page: 1,
  pageSize: 12,
  cursors: [],
};

/** The owner's profile list filter as the query the server parses (ProfileListQuery). */
export function profileListQuery(filter: ProfileListFilter): z.input<typeof ProfileListQuery> {
  const search = filter.search.trim();
  const cursor = filter.page > 1 ? filter.cursors[filter.page - 2] : undefined;
  return { ...(search ? { search } : {}), sortBy: filter.sortBy, sortOrder: filter.sortOrder, profileStatus: filter.profileStatus, statusFilter: filter.statusFilter, page: filter.page, pageSize: filter.pageSize, ...(cursor ? { cursor } : {}) };
}

/** The filter for `page`: going one page on records the answer's cursor for it. */
export function profileListPage(filter: ProfileListFilter, page: number, nextCursor: string | null): ProfileListFilter {
  if (page !== filter.page + 1 || !nextCursor) return { ...filter, page };
  const cursors = filter.cursors.slice(0, filter.page - 1);
  cursors[filter.page - 1] = nextCursor;
  return { ...filter, page, cursors };
}

const LAST_OPENED_KEY = "owner-profiles-last-opened";

/** The profile list remembers the last opened profile (spec part 1 section 2). */
export function rememberOpenedProfile(id: string): void {
  try {
    window.localStorage.setItem(LAST_OPENED_KEY, id);
  } catch {
    /* private mode: nothing to remember */
  }
}

export function lastOpenedProfile(): string | null {
  try {
    return window.localStorage.getItem(LAST_OPENED_KEY);
  } catch {
    return null;
  }
}
