import type { z } from "zod";
import type { ProfileListQuery } from "@/lib/contracts/profiles";
import { cursorOfPage, pageWithCursor } from "./paged-list";

export interface ProfileListFilter {
  search: string;
  sortBy: "createdAt" | "updatedAt";
  sortOrder: "asc" | "desc";
  profileStatus: "all" | "empty" | "completed";
  statusFilter: "all" | "own" | "shared";
  page: number;
  pageSize: number;
  /** Keyset cursors of the pages reached by "next" (`CursorFilter`). */
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
  const cursor = cursorOfPage(filter);
  return { ...(search ? { search } : {}), sortBy: filter.sortBy, sortOrder: filter.sortOrder, profileStatus: filter.profileStatus, statusFilter: filter.statusFilter, page: filter.page, pageSize: filter.pageSize, ...(cursor ? { cursor } : {}) };
}

/** The filter for `page`: going one page on records the answer's cursor for it. */
export const profileListPage = pageWithCursor<ProfileListFilter>;

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
