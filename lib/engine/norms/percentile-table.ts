// Percentile tables and bands shared by every norm (love dimensions and company scores): a
// reference population's sorted scores are reduced to the score at every NORMS_STEP percentile,
// and a score's percentile is read back by linear interpolation between those knots.
import { quantileSorted, round1 } from "../core/math";

/** The stored tables hold the score at every STEP percentiles: 0, 0.5, 1, ..., 100. */
export const NORMS_STEP = 0.5;
export const NORMS_KNOTS = Math.round(100 / NORMS_STEP) + 1;
const round3 = (x: number) => Math.round(x * 1000) / 1000 + 0;

/** Bands by the place in the reference population: low = bottom quarter, high = top quarter. */
export const NORM_BAND_QUANTILES = { low: 0.25, high: 0.75 } as const;
export const NORM_BANDS = ["low", "typical", "high"] as const;
export type NormBand = (typeof NORM_BANDS)[number];

/** A shown score's place in its reference population: whole percentile 0..99 and its band. */
export interface ScoreNorm {
  percentile: number;
  band: NormBand;
}

/** The score at every knot (0, 0.5, ..., 100 %) of a sorted sample, rounded to 0.001. */
export function percentileTable(sorted: ArrayLike<number>): number[] {
  return Array.from({ length: NORMS_KNOTS }, (_, k) => round3(quantileSorted(sorted, k / (NORMS_KNOTS - 1))));
}

/** Unrounded percentile 0..100: linear between the table's knots (the inverse of scoreAtPercentile). */
export function percentileIn(t: readonly number[], score: number): number {
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

/** Percentile (0..100, 0.1 steps) of a score in a table; monotonic in the score. */
export const tablePercentile = (t: readonly number[], score: number): number => round1(percentileIn(t, score));

/** The score at a percentile (0..100) of a table, rounded to 0.1. */
export const tableScoreAt = (t: readonly number[], percentile: number): number => round1(quantileSorted(t, percentile / 100));

/**
 * "high": at or above the 75th percentile (better than 3 in 4 of the reference population);
 * "low": below the 25th; else "typical" (the middle half).
 */
export function bandOf(percentile: number): NormBand {
  return percentile >= 100 * NORM_BAND_QUANTILES.high ? "high" : percentile < 100 * NORM_BAND_QUANTILES.low ? "low" : "typical";
}

/**
 * The percentile as shown: rounded down and at most 99 ("higher than 73 % of ..." is then always
 * true; 100 % would overclaim from a sample). Its band equals the band of the unrounded value.
 */
export function shownNorm(percentile: number): ScoreNorm {
  const p = Math.min(99, Math.floor(percentile));
  return { percentile: p, band: bandOf(percentile) };
}

/** The source of a generated table file: `name` maps each key to its knots, 20 per line. */
export function tableFileSource(header: readonly string[], typeImport: string, name: string, keyType: string, table: Record<string, readonly number[]>): string {
  const rows = Object.entries(table).map(([d, xs]) => {
    const lines: string[] = [];
    for (let i = 0; i < xs.length; i += 20) lines.push(`    ${xs.slice(i, i + 20).join(", ")},`);
    return `  ${d}: [\n${lines.join("\n")}\n  ],`;
  });
  return [...header.map((h) => `// ${h}`), ...(typeImport ? [typeImport] : []), "", `export const ${name}: Readonly<Record<${keyType}, readonly number[]>> = {`, ...rows, "};", ""].join("\n");
}
