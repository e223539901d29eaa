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
}

export const DEFAULT_PROFILE_FILTER: ProfileListFilter = {
  search: "",
  sortBy: "createdAt",
  sortOrder: "desc",
  profileStatus: "completed",
  statusFilter: "all",
  page: 1,
  pageSize: 12,
};

/** The owner's profile list filter as the query the server parses (ProfileListQuery). */
export function profileListQuery(filter: ProfileListFilter): z.input<typeof ProfileListQuery> {
  const search = filter.search.trim();
  return { ...(search ? { search } : {}), sortBy: filter.sortBy, sortOrder: filter.sortOrder, profileStatus: filter.profileStatus, statusFilter: filter.statusFilter, page: filter.page, pageSize: filter.pageSize };
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
