// What counts as high for couples: a simulated reference population of couples whose Big Five
// follow published adult norms, scored with the same couple formula as forecastLovePair.
// The population is simulated once, offline: its percentile table is stored in love-norms-table.ts
// (love-norms.test.ts proves it equals a fresh computation; UPDATE_LOVE_NORMS=1 rewrites it).
// Figures, sources and thresholds: docs/model.md, "Love reference population and norms".
import { clamp, quantileSorted, round1 } from "../core/math";
import { gaussians, mulberry32 } from "../core/prng";
import { TRAITS, type BigFive, type TraitKey } from "../person/person";
import { centreBigFive, coupleScore } from "./love-model";
import { LOVE_NORMS_TABLE } from "./love-norms-table";
import { LOVE_DIMENSIONS, type LoveDimension } from "./love-topics";

/**
 * BFI-2 domain means and SDs on the 1..5 scale: Soto & John 2017, JPSP 113:117, Table 5,
 * Internet validation sample (N = 1,000, ages 18-74), men and women combined.
 */
export const BFI2_NORMS: Readonly<Record<TraitKey, { mean: number; sd: number }>> = {
  extraversion: { mean: 3.23, sd: 0.8 },
  agreeableness: { mean: 3.68, sd: 0.64 },
  conscientiousness: { mean: 3.43, sd: 0.77 },
  negativeEmotionality: { mean: 3.07, sd: 0.87 },
  openMindedness: { mean: 3.92, sd: 0.65 },
};

/** Between-domain correlations, same sample (Soto & John 2017, Table 2), in TRAITS order (E, A, C, N, O). */
export const BFI2_CORRELATIONS: readonly (readonly number[])[] = [
  [1, 0.14, 0.22, -0.34, 0.2],
  [0.14, 1, 0.28, -0.29, 0.15],
  [0.22, 0.28, 1, -0.3, -0.02],
  [-0.34, -0.29, -0.3, 1, -0.06],
  [0.2, 0.15, -0.02, -0.06, 1],
];

/** Partner similarity: the correlation of the two partners' same domain (assortative mating is small, ~.1-.2; Watson et al. 2004, Luo 2017). */
export const PARTNER_SIMILARITY = 0.15;
export const LOVE_REFERENCE_COUPLES = 4000;
export const LOVE_REFERENCE_SEED = 20170117;

/** Bands by the couple's place in the reference population: low = bottom quarter, high = top quarter. */
export const LOVE_BAND_QUANTILES = { low: 0.25, high: 0.75 } as const;
export const LOVE_BANDS = ["low", "typical", "high"] as const;
export type LoveBand = (typeof LOVE_BANDS)[number];

export type LoveReferenceScores = Readonly<Record<LoveDimension, Float64Array>>;

/** Lower-triangular L with L L^T = m (m symmetric positive definite). */
export function cholesky(m: readonly (readonly number[])[]): number[][] {
  const n = m.length;
  const l = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let s = m[i]![j]!;
      for (let k = 0; k < j; k++) s -= l[i]![k]! * l[j]![k]!;
      l[i]![j] = i === j ? Math.sqrt(s) : s / l[j]![j]!;
    }
  }
  return l;
}

const CHOL = cholesky(BFI2_CORRELATIONS);
const TRAIT_COUNT = TRAITS.length;

function person(z: Float64Array): BigFive {
  const b = {} as BigFive;
  for (let i = 0; i < TRAIT_COUNT; i++) {
    const t = TRAITS[i]!;
    b[t] = clamp(BFI2_NORMS[t].mean + BFI2_NORMS[t].sd * z[i]!, 1, 5);
  }
  return b;
}

/** Correlated standard scores: out = L e. */
function correlate(e: Float64Array, offset: number, out: Float64Array): void {
  for (let i = 0; i < TRAIT_COUNT; i++) {
    let s = 0;
    for (let k = 0; k <= i; k++) s += CHOL[i]![k]! * e[offset + k]!;
    out[i] = s;
  }
}

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
    correlate(e, 0, za);
    correlate(e, TRAIT_COUNT, zb);
    for (let i = 0; i < TRAIT_COUNT; i++) zb[i] = similarity * za[i]! + rest * zb[i]!;
    const ca = centreBigFive(person(za));
    const cb = centreBigFive(person(zb));
    for (const d of LOVE_DIMENSIONS) out[d][c] = coupleScore(d, ca, cb);
  }
  for (const d of LOVE_DIMENSIONS) out[d].sort();
  return out;
}

/** The stored table holds the score at every STEP percentiles: 0, 0.5, 1, ..., 100. */
export const LOVE_NORMS_STEP = 0.5;
const KNOTS = Math.round(100 / LOVE_NORMS_STEP) + 1;
const round3 = (x: number) => Math.round(x * 1000) / 1000 + 0;

/** The percentile table of a population (what love-norms-table.ts stores), scores rounded to 0.001. */
export function loveNormsTable(reference: LoveReferenceScores): Record<LoveDimension, number[]> {
  return Object.fromEntries(
    LOVE_DIMENSIONS.map((d) => [d, Array.from({ length: KNOTS }, (_, k) => round3(quantileSorted(reference[d], k / (KNOTS - 1))))]),
  ) as Record<LoveDimension, number[]>;
}

/** Unrounded percentile 0..100: linear between the table's knots (the inverse of loveScoreAtPercentile). */
function percentileIn(t: readonly number[], score: number): number {
  const n = t.length;
  if (!(score > t[0]!)) return 0;
  if (score >= t[n - 1]!) return 100;
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (t[mid]! <= score) lo = mid;
    else hi = mid;
  }
  const step = t[hi]! - t[lo]!;
  return (100 * (lo + (step > 0 ? (score - t[lo]!) / step : 0))) / (n - 1);
}

/** Share of reference couples (0..100, 0.1 steps) a couple with this score is above; monotonic. */
export function lovePercentile(dimension: LoveDimension, score: number): number {
  return round1(percentileIn(LOVE_NORMS_TABLE[dimension], score));
}

/** The score at a percentile (0..100) of the reference population, rounded to 0.1. */
export function loveScoreAtPercentile(dimension: LoveDimension, percentile: number): number {
  return round1(quantileSorted(LOVE_NORMS_TABLE[dimension], percentile / 100));
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
  const p = lovePercentile(dimension, score);
  return p >= 100 * LOVE_BAND_QUANTILES.high ? "high" : p < 100 * LOVE_BAND_QUANTILES.low ? "low" : "typical";
}
