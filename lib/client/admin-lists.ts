import { ADMIN_PAGE_SIZE, type AdminOwnerItemDto, type AdminOwnersQuery, type AdminProfilesQuery, type UpdateOwnerByAdmin } from "@/lib/contracts/admin";
import type { z } from "zod";
import { isoDay } from "@/lib/engine/core/dates";
import { cursorOfPage, type SortOrder } from "./paged-list";

// The administrator lists' filters as the queries the server parses with the same
// contracts (AdminOwnersQuery, AdminProfilesQuery). Paging and sorting rules shared with
// the other lists are in paged-list.ts.

export interface OwnersFilter {
  search: string;
  statusFilter: AdminOwnersQuery["statusFilter"];
  productFilter: AdminOwnersQuery["productFilter"];
  subscribeFilter: AdminOwnersQuery["subscribeFilter"];
  sortBy: AdminOwnersQuery["sortBy"];
  sortOrder: SortOrder;
  page: number;
  /** Keyset cursors of the pages reached by "next" (`CursorFilter`). */
  cursors: string[];
}

export const DEFAULT_OWNERS_FILTER: OwnersFilter = { search: "", statusFilter: "all", productFilter: "enterprise", subscribeFilter: "all", sortBy: "createdAt", sortOrder: "desc", page: 1, cursors: [] };

/** The cursor that reads the filter's page, when "next" recorded one. */
function cursorQuery(filter: OwnersFilter | ProfilesFilter): { cursor?: string } {
  const cursor = cursorOfPage(filter);
  return cursor ? { cursor } : {};
}

export function ownersQuery(filter: OwnersFilter, pageSize = ADMIN_PAGE_SIZE): z.input<typeof AdminOwnersQuery> {
  const search = filter.search.trim();
  return { ...(search ? { search } : {}), statusFilter: filter.statusFilter, productFilter: filter.productFilter, subscribeFilter: filter.subscribeFilter, sortBy: filter.sortBy, sortOrder: filter.sortOrder, page: filter.page, pageSize, ...cursorQuery(filter) };
}

export interface ProfilesFilter {
  search: string;
  filter: AdminProfilesQuery["filter"];
  /** One company, or null for all. */
  ownerId: string | null;
  sortBy: AdminProfilesQuery["sortBy"];
  sortOrder: SortOrder;
  page: number;
  /** Keyset cursors of the pages reached by "next" (`CursorFilter`). */
  cursors: string[];
}

export const DEFAULT_PROFILES_FILTER: ProfilesFilter = { search: "", filter: "all", ownerId: null, sortBy: "createdAt", sortOrder: "desc", page: 1, cursors: [] };

export function profilesQuery(filter: ProfilesFilter, pageSize = ADMIN_PAGE_SIZE): z.input<typeof AdminProfilesQuery> {
  const search = filter.search.trim();
  return { ...(search ? { search } : {}), filter: filter.filter, ...(filter.ownerId ? { ownersFilter: filter.ownerId } : {}), sortBy: filter.sortBy, sortOrder: filter.sortOrder, page: filter.page, pageSize, ...cursorQuery(filter) };
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
