import { ADMIN_PAGE_SIZE, type AdminOwnerItemDto, type AdminOwnersQuery, type AdminProfilesQuery, type UpdateOwnerByAdmin } from "@/lib/contracts/admin";
import type { z } from "zod";
import { isoDay } from "@/lib/engine/core/dates";

// The administrator lists' filters as query strings the server parses with the same
// contracts (AdminOwnersQuery, AdminProfilesQuery), and small rules the lists share.

export type SortOrder = "asc" | "desc";

export interface OwnersFilter {
  search: string;
  statusFilter: AdminOwnersQuery["statusFilter"];
  subscribeFilter: AdminOwnersQuery["subscribeFilter"];
  sortBy: AdminOwnersQuery["sortBy"];
  sortOrder: SortOrder;
  page: number;
}

export const DEFAULT_OWNERS_FILTER: OwnersFilter = { search: "", statusFilter: "all", subscribeFilter: "all", sortBy: "createdAt", sortOrder: "desc", page: 1 };

export function ownersQuery(filter: OwnersFilter, pageSize = ADMIN_PAGE_SIZE): string {
  const params = new URLSearchParams();
  if (filter.search.trim()) params.set("search", filter.search.trim());
  params.set("statusFilter", filter.statusFilter);
  params.set("subscribeFilter", filter.subscribeFilter);
  params.set("sortBy", filter.sortBy);
  params.set("sortOrder", filter.sortOrder);
  params.set("page", String(filter.page));
  params.set("pageSize", String(pageSize));
  return params.toString();
}

export interface ProfilesFilter {
  search: string;
  filter: AdminProfilesQuery["filter"];
  /** One company, or null for all. */
  ownerId: string | null;
  sortBy: AdminProfilesQuery["sortBy"];
  sortOrder: SortOrder;
  page: number;
}

export const DEFAULT_PROFILES_FILTER: ProfilesFilter = { search: "", filter: "all", ownerId: null, sortBy: "createdAt", sortOrder: "desc", page: 1 };

export function profilesQuery(filter: ProfilesFilter, pageSize = ADMIN_PAGE_SIZE): string {
  const params = new URLSearchParams();
  if (filter.search.trim()) params.set("search", filter.search.trim());
  params.set("filter", filter.filter);
  if (filter.ownerId) params.set("ownersFilter", filter.ownerId);
  params.set("sortBy", filter.sortBy);
  params.set("sortOrder", filter.sortOrder);
  params.set("page", String(filter.page));
  params.set("pageSize", String(pageSize));
  return params.toString();
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

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Spec part 1 section 4: when a deletion empties the page, show the previous page. */
export function pageAfterDeletion(page: number, itemsOnPage: number, deleted: number): number {
  return deleted >= itemsOnPage && page > 1 ? page - 1 : page;
}

/** "2026-03-01T00:00:00.000Z" -> "2026-03-01" (the UTC calendar day a date input shows); "" for none. */
export function dateInputValue(iso: string | null): string {
  if (!iso) return "";
  const time = Date.parse(iso);
  return Number.isNaN(time) ? "" : isoDay(time);
}

export type OwnerEdit = z.input<typeof UpdateOwnerByAdmin>;

export function ownerFormValues(owner: AdminOwnerItemDto): Required<OwnerEdit> {
  return {
    companyName: owner.companyName,
    email: owner.email,
    status: owner.status === "deleted" ? "verified" : owner.status,
    subscribeEndDate: dateInputValue(owner.endDate) || null,
  };
}

/** Only what changed, so an untouched e-mail is never re-checked and the audit log stays precise. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(after) as Array<keyof T>) {
    if (after[key] !== undefined && after[key] !== before[key]) out[key] = after[key];
  }
  return out;
}
