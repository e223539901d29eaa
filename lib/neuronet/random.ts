// Seeded randomness for training: the same seed and rows give the same network.

// The engine's generator and text hash: one implementation of each in the app.
export { mulberry32 as seededRandom, seedFromText as hashText } from "../engine/core/prng";

/** Fisher-Yates with a seeded generator; returns a new array. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
