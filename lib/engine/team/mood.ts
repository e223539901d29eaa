export const MOODS = ["DEPRESSED", "BAD", "ANXIOUS", "GOOD", "EXCELLENT", "UNCLEAR"] as const;
export type Mood = (typeof MOODS)[number];

/**
 * Mood from a condition score (-100..100) by the spec's bands. A boundary belongs to
 * the band nearer to zero: -80 is BAD, -20 and 20 are ANXIOUS, 80 is GOOD.
 * DEPRESSED < -80 <= BAD < -20 <= ANXIOUS <= 20 < GOOD <= 80 < EXCELLENT.
 * Unknown (null, NaN) is UNCLEAR.
 */
export function moodFromScore(score: number | null | undefined): Mood {
  return MOODS[moodIndex(score)]!;
}

/** The index in MOODS of moodFromScore(score): the same bands, for series held as codes. */
export function moodIndex(score: number | null | undefined): number {
  if (score === null || score === undefined || !Number.isFinite(score)) return 5;
  if (score < -80) return 0;
  if (score < -20) return 1;
  if (score <= 20) return 2;
  if (score <= 80) return 3;
  return 4;
}
