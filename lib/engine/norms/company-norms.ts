// What counts as high for every company score the product shows: its percentile in the
// reference population (company-reference.ts) read from the stored table, and a band.
// Sources, assumptions and cut-offs: docs/model.md, "Reference population and norms".
import { COMPANY_NORMS_TABLE } from "./company-norms-table";
import { shownNorm, tablePercentile, tableScoreAt, type ScoreNorm } from "./percentile-table";

/**
 * pair: the pair forecast's 12-month average (also used for a month's value); cohesion, power
 * (current power), atmosphere and managerFit: a team's indicators; condition: a member's mood score.
 */
export const COMPANY_SCORES = ["pair", "cohesion", "power", "atmosphere", "managerFit", "condition"] as const;
export type CompanyScore = (typeof COMPANY_SCORES)[number];

/** Share of the reference population (0..100, 0.1 steps) this score is above; monotonic. */
export function percentileOf(kind: CompanyScore, score: number): number {
  return tablePercentile(COMPANY_NORMS_TABLE[kind], score);
}

/** The score at a percentile (0..100) of the reference population, rounded to 0.1. */
export function companyScoreAtPercentile(kind: CompanyScore, percentile: number): number {
  return tableScoreAt(COMPANY_NORMS_TABLE[kind], percentile);
}

/** The shown percentile (whole, 0..99) and band of a score. */
export function normOf(kind: CompanyScore, score: number): ScoreNorm {
  return shownNorm(percentileOf(kind, score));
}

/** normOf for an optional score (null stays null). */
export const normOrNull = (kind: CompanyScore, score: number | null): ScoreNorm | null => (score === null ? null : normOf(kind, score));
