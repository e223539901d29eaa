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

export function profileListQuery(filter: ProfileListFilter): string {
  const params = new URLSearchParams();
  if (filter.search.trim()) params.set("search", filter.search.trim());
  params.set("sortBy", filter.sortBy);
  params.set("sortOrder", filter.sortOrder);
  params.set("profileStatus", filter.profileStatus);
  params.set("statusFilter", filter.statusFilter);
  params.set("page", String(filter.page));
  params.set("pageSize", String(filter.pageSize));
  return params.toString();
}

/** Spec part 1 section 4: deleting the last profile of a page moves to the previous page. */
export function pageAfterDeletion(page: number, itemsOnPageBefore: number): number {
  return itemsOnPageBefore <= 1 && page > 1 ? page - 1 : page;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
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
