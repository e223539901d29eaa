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

const AT = Object.fromEntries(MOODS.map((m, i) => [m, i])) as Record<Mood, number>;

/** The index in MOODS of moodFromScore(score): the bands, for series held as codes. */
export function moodIndex(score: number | null | undefined): number {
  if (score === null || score === undefined || !Number.isFinite(score)) return AT.UNCLEAR;
  if (score < -80) return AT.DEPRESSED;
  if (score < -20) return AT.BAD;
  if (score <= 20) return AT.ANXIOUS;
  if (score <= 80) return AT.GOOD;
  return AT.EXCELLENT;
}
