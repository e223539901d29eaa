import { deriveSeed, intBetween, mulberry32 } from "../core/prng";

/** Compute phases of a scene, in increasing priority. */
export const COMPUTE_PHASES = ["START", "INIT", "UNITS", "RENDER", "TRANSFER", "DONE"] as const;
export type ComputePhase = (typeof COMPUTE_PHASES)[number];
export const DEFAULT_PHASE: ComputePhase = "START";

export const PHASE_PRIORITY: Readonly<Record<ComputePhase, number>> = { START: 0, INIT: 1, UNITS: 2, RENDER: 3, TRANSFER: 4, DONE: 5 };

/** A phase change is accepted only to a strictly higher priority. */
export function nextPhase(current: ComputePhase, incoming: ComputePhase): ComputePhase {
  return PHASE_PRIORITY[incoming] > PHASE_PRIORITY[current] ? incoming : current;
}

export type LoaderKind = "check" | "scene";

/** Loader percent ranges [min, max]; check loaders show only start, init and done. */
export const LOADER_RANGES: Readonly<Record<LoaderKind, Partial<Record<ComputePhase, readonly [number, number]>>>> = {
  check: { START: [0, 0], INIT: [45, 55], DONE: [100, 100] },
  scene: { START: [0, 0], INIT: [10, 20], UNITS: [35, 45], RENDER: [65, 75], TRANSFER: [85, 95], DONE: [100, 100] },
};

/**
 * Loader percent for a phase: a seeded integer inside the phase's range. A check loader
 * has no range for UNITS, RENDER or TRANSFER and keeps its init value there.
 */
export function loaderProgress(kind: LoaderKind, phase: ComputePhase, seed: number): number {
  const ranges = LOADER_RANGES[kind];
  const own = ranges[phase];
  const p: ComputePhase = own ? phase : "INIT";
  const [lo, hi] = ranges[p] ?? [0, 0];
  const rng = mulberry32(deriveSeed(seed >>> 0, 100 + PHASE_PRIORITY[p]));
  return intBetween(rng, lo, hi);
}
