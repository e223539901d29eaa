import type { z } from "zod";
import type { EstimatorProfilesQuery, EstimatorState } from "@/lib/contracts/estimators";
import type { Grade } from "@/lib/contracts/profiles";
import { cursorOfPage } from "./paged-list";

export interface EstimatorFilter {
  search: string;
  stateFilter: EstimatorState;
  grades: { C: Grade[]; P: Grade[]; M: Grade[] };
  existComment: boolean;
  sortBy: "updatedAt" | "assignedAt";
  sortOrder: "asc" | "desc";
  page: number;
  /** Keyset cursors of the pages reached by "next" (`CursorFilter`). */
  cursors: string[];
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
  cursors: [],
};

/** The estimator list filter as the query the server parses (EstimatorProfilesQuery); grade lists go as repeated parameters. */
export function estimatorQuery(filter: EstimatorFilter, pageSize = 20): z.input<typeof EstimatorProfilesQuery> {
  const search = filter.search.trim();
  const grades = { gradeC: filter.grades.C, gradeP: filter.grades.P, gradeM: filter.grades.M };
  return {
    ...(search ? { search } : {}),
    stateFilter: filter.stateFilter,
    ...Object.fromEntries(Object.entries(grades).filter(([, list]) => list.length > 0)),
    ...(filter.existComment ? { existComment: "true" } : {}),
    sortBy: filter.sortBy,
    sortOrder: filter.sortOrder,
    page: filter.page,
    pageSize,
    ...(cursorOfPage(filter) ? { cursor: cursorOfPage(filter) } : {}),
  };
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
