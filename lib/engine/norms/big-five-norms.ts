// Published adult Big Five norms and a sampler of people who follow them. Shared by the love
// reference couples and the company reference population (docs/model.md, "Reference population
// and norms").
import { clamp } from "../core/math";
import { TRAITS, type BigFive, type TraitKey } from "../person/person";

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
export const TRAIT_COUNT = TRAITS.length;

/** Correlated standard scores: out = L e[offset .. offset + 5). */
export function correlateTraits(e: Float64Array, offset: number, out: Float64Array): void {
  for (let i = 0; i < TRAIT_COUNT; i++) {
    let s = 0;
    for (let k = 0; k <= i; k++) s += CHOL[i]![k]! * e[offset + k]!;
    out[i] = s;
  }
}

/** Domain means 1..5 of a person whose standard scores (TRAITS order) are z; clamped to the scale. */
export function bigFiveFromScores(z: Float64Array): BigFive {
  const b = {} as BigFive;
  for (let i = 0; i < TRAIT_COUNT; i++) {
    const t = TRAITS[i]!;
    b[t] = clamp(BFI2_NORMS[t].mean + BFI2_NORMS[t].sd * z[i]!, 1, 5);
  }
  return b;
}
