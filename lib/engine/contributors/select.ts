import { round1 } from "../core/math";
import type { Contributor } from "./catalogue";

/** At most this many contributors are kept per indicator. */
export const MAX_CONTRIBUTORS = 5;

/** Contributions smaller than this (in points) are left out. */
export const MIN_IMPACT = 0.05;

/**
 * Rounds, drops negligible entries and keeps the largest by absolute impact.
 * Ties break on code then actor, so the order never depends on input order.
 */
export function topContributors(list: readonly Contributor[], max = MAX_CONTRIBUTORS): Contributor[] {
  return list
    .map((c) => ({ ...c, impact: round1(c.impact), ...(c.value !== undefined ? { value: round1(c.value) } : {}) }))
    .filter((c) => Math.abs(c.impact) >= MIN_IMPACT)
    .sort(
      (x, y) =>
        Math.abs(y.impact) - Math.abs(x.impact) ||
        (x.code < y.code ? -1 : x.code > y.code ? 1 : 0) ||
        ((x.actor ?? "") < (y.actor ?? "") ? -1 : (x.actor ?? "") > (y.actor ?? "") ? 1 : 0),
    )
    .slice(0, max);
}

/** 1..5 scale value of a centred trait, for contributor parameters. */
export const traitValue = (centred: number) => 3 + 2 * centred;

/** "high" when the centred value is at or above the midpoint. */
export const side = (centred: number): "high" | "low" => (centred >= 0 ? "high" : "low");
