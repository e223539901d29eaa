// What counts as high for couples: a simulated reference population of couples whose Big Five
// follow published adult norms, scored with the same couple formula as forecastLovePair.
// The population is simulated once, offline: its percentile table is stored in love-norms-table.ts
// (love-norms.test.ts proves it equals a fresh computation; UPDATE_LOVE_NORMS=1 rewrites it).
// Figures, sources and thresholds: docs/model.md, "Love reference population and norms".
import { gaussians, mulberry32 } from "../core/prng";
import { BFI2_CORRELATIONS, BFI2_NORMS, TRAIT_COUNT, bigFiveFromScores, cholesky, correlateTraits } from "../norms/big-five-norms";
import { NORMS_STEP, NORM_BANDS, NORM_BAND_QUANTILES, bandOf, percentileTable, tablePercentile, tableScoreAt, type NormBand } from "../norms/percentile-table";
import { quantileSorted } from "../core/math";
import { centreBigFive, coupleScore } from "./love-model";
import { LOVE_NORMS_TABLE } from "./love-norms-table";
import { LOVE_DIMENSIONS, type LoveDimension } from "./love-topics";

// The norms and the sampler are shared with the company reference population (lib/engine/norms).
export { BFI2_CORRELATIONS, BFI2_NORMS, cholesky };

/** Partner similarity: the correlation of the two partners' same domain (assortative mating is small, ~.1-.2; Watson et al. 2004, Luo 2017). */
export const PARTNER_SIMILARITY = 0.15;
export const LOVE_REFERENCE_COUPLES = 4000;
export const LOVE_REFERENCE_SEED = 20170117;

/** Bands by the couple's place in the reference population: low = bottom quarter, high = top quarter. */
export const LOVE_BAND_QUANTILES = NORM_BAND_QUANTILES;
export const LOVE_BANDS = NORM_BANDS;
export type LoveBand = NormBand;

export type LoveReferenceScores = Readonly<Record<LoveDimension, Float64Array>>;

/**
 * Scores of every couple of a fresh reference population, sorted ascending per dimension.
 * Partner B = r * A + sqrt(1 - r^2) * (independent person), so each partner keeps the norms'
 * means, SDs and between-domain correlations and the partners' same domains correlate r.
 */
export function buildLoveReference(couples = LOVE_REFERENCE_COUPLES, seed = LOVE_REFERENCE_SEED, similarity = PARTNER_SIMILARITY): LoveReferenceScores {
  const rng = mulberry32(seed);
  const e = new Float64Array(2 * TRAIT_COUNT);
  const za = new Float64Array(TRAIT_COUNT);
  const zb = new Float64Array(TRAIT_COUNT);
  const rest = Math.sqrt(1 - similarity * similarity);
  const out = Object.fromEntries(LOVE_DIMENSIONS.map((d) => [d, new Float64Array(couples)])) as Record<LoveDimension, Float64Array>;
  for (let c = 0; c < couples; c++) {
    gaussians(rng, e, e.length);
    correlateTraits(e, 0, za);
    correlateTraits(e, TRAIT_COUNT, zb);
    for (let i = 0; i < TRAIT_COUNT; i++) zb[i] = similarity * za[i]! + rest * zb[i]!;
    const ca = centreBigFive(bigFiveFromScores(za));
    const cb = centreBigFive(bigFiveFromScores(zb));
    for (const d of LOVE_DIMENSIONS) out[d][c] = coupleScore(d, ca, cb);
  }
  for (const d of LOVE_DIMENSIONS) out[d].sort();
  return out;
}

/** The stored table holds the score at every STEP percentiles: 0, 0.5, 1, ..., 100. */
export const LOVE_NORMS_STEP = NORMS_STEP;

/** The percentile table of a population (what love-norms-table.ts stores), scores rounded to 0.001. */
export function loveNormsTable(reference: LoveReferenceScores): Record<LoveDimension, number[]> {
  return Object.fromEntries(LOVE_DIMENSIONS.map((d) => [d, percentileTable(reference[d])])) as Record<LoveDimension, number[]>;
}

/** Share of reference couples (0..100, 0.1 steps) a couple with this score is above; monotonic. */
export function lovePercentile(dimension: LoveDimension, score: number): number {
  return tablePercentile(LOVE_NORMS_TABLE[dimension], score);
}

/** The score at a percentile (0..100) of the reference population, rounded to 0.1. */
export function loveScoreAtPercentile(dimension: LoveDimension, percentile: number): number {
  return tableScoreAt(LOVE_NORMS_TABLE[dimension], percentile);
}

/** Scores where the bands start: `low` below the 25th percentile, `high` from the 75th. */
export function loveBandThresholds(dimension: LoveDimension): { low: number; high: number } {
  const t = LOVE_NORMS_TABLE[dimension];
  return { low: quantileSorted(t, LOVE_BAND_QUANTILES.low), high: quantileSorted(t, LOVE_BAND_QUANTILES.high) };
}

/**
 * "high": in the top quarter of reference couples (percentile >= 75); "low": the bottom quarter
 * (percentile < 25); else "typical". Decided on the rounded percentile, so the band always agrees
 * with the percentile shown.
 */
export function loveBand(dimension: LoveDimension, score: number): LoveBand {
  return bandOf(lovePercentile(dimension, score));
}
