import { hashText } from "./random";

/**
 * Train/test split decided per row by a hash of the seed and the row's id, so adding
 * profiles never moves old ones between the sets (the test set stays comparable across
 * retrainings with the same seed). The share is met on average, not exactly.
 */
export function splitRows(ids: readonly string[], testShare: number, seed: number): { train: string[]; test: string[] } {
  const train: string[] = [];
  const test: string[] = [];
  const share = Number.isFinite(testShare) ? Math.min(1, Math.max(0, testShare)) : 0;
  for (const id of ids) {
    (hashText(`${seed}:${id}`) / 4294967296 < share ? test : train).push(id);
  }
  return { train, test };
}
