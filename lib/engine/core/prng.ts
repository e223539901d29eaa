// The only source of randomness in the engine: a seeded mulberry32 generator.
// It drives the uncertainty bands (measurement-error sampling) and the loader's
// init values; central estimates never depend on the seed.

export type Rng = () => number;

/** A valid seed is a finite integer; it is reduced to an unsigned 32-bit value. */
export function normalizeSeed(seed: number): number | null {
  if (typeof seed !== "number" || !Number.isFinite(seed) || !Number.isInteger(seed)) return null;
  return seed >>> 0;
}

/** mulberry32: a small, fast 32-bit generator, uniform on [0, 1). */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, 32 bits: a stable seed from a text (an id, a name). */
export function seedFromText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A second, independent stream from the same seed (e.g. one per purpose). */
export function deriveSeed(seed: number, salt: number): number {
  let h = (seed ^ Math.imul(salt + 0x9e3779b9, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/** Standard normal deviate (Box-Muller). */
export function gaussian(rng: Rng): number {
  const u = 1 - rng();
  const v = rng();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Fills out[0..count) with standard normal deviates, using both values of each Box-Muller pair. */
export function gaussians(rng: Rng, out: Float64Array, count: number): void {
  for (let i = 0; i < count; i += 2) {
    const r = Math.sqrt(-2 * Math.log(1 - rng()));
    const th = 2 * Math.PI * rng();
    out[i] = r * Math.cos(th);
    if (i + 1 < count) out[i + 1] = r * Math.sin(th);
  }
}

/** Integer uniform on [lo, hi] inclusive. */
export function intBetween(rng: Rng, lo: number, hi: number): number {
  return lo + Math.floor(rng() * (hi - lo + 1));
}
