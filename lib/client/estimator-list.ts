import type { EstimatorState } from "@/lib/contracts/estimators";
import type { Grade } from "@/lib/contracts/profiles";

export interface EstimatorFilter {
  search: string;
  stateFilter: EstimatorState;
  grades: { C: Grade[]; P: Grade[]; M: Grade[] };
  existComment: boolean;
  sortBy: "updatedAt" | "assignedAt";
  sortOrder: "asc" | "desc";
  page: number;
}

/** The estimator list's defaults (spec part 1 section 3): updatedAt ascending, all states. */
export const DEFAULT_ESTIMATOR_FILTER: EstimatorFilter = {
  search: "",
  stateFilter: "all",
  grades: { C: [], P: [], M: [] },
  existComment: false,
  sortBy: "updatedAt",
  sortOrder: "asc",
  page: 1,
};

export function estimatorQuery(filter: EstimatorFilter, pageSize = 20): string {
  const p = new URLSearchParams();
  if (filter.search.trim()) p.set("search", filter.search.trim());
  p.set("stateFilter", filter.stateFilter);
  for (const [key, list] of Object.entries(filter.grades)) for (const g of list) p.append(`grade${key}`, g);
  if (filter.existComment) p.set("existComment", "true");
  p.set("sortBy", filter.sortBy);
  p.set("sortOrder", filter.sortOrder);
  p.set("page", String(filter.page));
  p.set("pageSize", String(pageSize));
  return p.toString();
}

const COMPARE_KEY = "estimator-compare";

/** The two profiles being compared (spec: the estimator state keeps two ids). */
export function compareIds(): [string | null, string | null] {
  try {
    const raw = JSON.parse(window.localStorage.getItem(COMPARE_KEY) ?? "[]") as unknown;
    const ids = Array.isArray(raw) ? raw.filter((x): x is string => typeof x === "string") : [];
    return [ids[0] ?? null, ids[1] ?? null];
  } catch {
    return [null, null];
  }
}

/** Adds a profile to the comparison: it takes the first free place, or replaces the older one. */
export function addToCompare(current: [string | null, string | null], id: string): [string | null, string | null] {
  if (current.includes(id)) return current;
  const next: [string | null, string | null] = current[0] === null ? [id, current[1]] : current[1] === null ? [current[0], id] : [current[1], id];
  try {
    window.localStorage.setItem(COMPARE_KEY, JSON.stringify(next));
  } catch {
    /* private mode */
  }
  return next;
}
