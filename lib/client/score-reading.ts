// How the owner's screens read company scores: whether two scores differ by more than the
// forecast's uncertainty, which value of a row (if any) clearly leads, and whether a stored
// result was computed by an earlier engine version. Rules: docs/model.md, "Reading scores on screen".
import { ENGINE_VERSION } from "@/lib/engine/core/version";

/**
 * Where a result carries no interval for a score (cohesion, atmosphere, percent indicators),
 * differences below this many points of the 0..100 scale read "about the same": issue 16 found
 * 3-point differences to be mostly noise, and 5 points is about the middle half (IQR) of the
 * reference teams' power and cohesion, i.e. the step from "typical" to "high".
 */
export const SAME_WITHOUT_INTERVAL = 5;

/**
 * Sizes of the company reference population (lib/engine/norms/company-reference.ts), repeated here
 * so that client bundles do not pull in the engine's simulator to print two numbers; a test keeps them equal.
 */
export const REFERENCE_SIZES = { pairs: 4000, teams: 1200 } as const;

export type Difference = "higher" | "lower" | "same";

/** Half the width of an interval (the forecast's uncertainty either side), or null when there is none. */
export function halfWidth(range: { low: number; high: number } | null | undefined): number | null {
  if (!range || !Number.isFinite(range.low) || !Number.isFinite(range.high)) return null;
  return Math.abs(range.high - range.low) / 2;
}

/**
 * The threshold under which two scores read "about the same": the widest half-width among the
 * compared results' intervals (the less certain one decides), never below SAME_WITHOUT_INTERVAL.
 * The floor stays because engine 1.1.0's intervals reflect measurement error only (issue 16,
 * point 3) and are often narrower than the differences that are mostly noise.
 */
export function sameThreshold(halfWidths: ReadonlyArray<number | null>): number {
  const known = halfWidths.filter((h): h is number => h !== null && Number.isFinite(h));
  return Math.max(SAME_WITHOUT_INTERVAL, ...known);
}

/** a compared with b: "same" when |a - b| is smaller than the threshold. */
export function compareScores(a: number, b: number, threshold: number): Difference {
  const d = a - b;
  if (Math.abs(d) < threshold) return "same";
  return d > 0 ? "higher" : "lower";
}

export interface RowReading {
  /** Index of the value that clearly leads its row, or null (no value is clearly above the rest). */
  leader: number | null;
  /** True when at least two values are known and all of them are within the threshold of each other. */
  allSame: boolean;
}

/**
 * The row's leader: the highest value, only when it is higher than every other known value by at
 * least the threshold. Rows with fewer than two known values have neither a leader nor "same".
 */
export function readRow(values: ReadonlyArray<number | null>, threshold: number): RowReading {
  const known = values.flatMap((v, i) => (v === null || !Number.isFinite(v) ? [] : [{ v, i }]));
  if (known.length < 2) return { leader: null, allSame: false };
  const sorted = [...known].sort((x, y) => y.v - x.v);
  const top = sorted[0]!;
  const second = sorted[1]!;
  const lowest = sorted[sorted.length - 1]!;
  return {
    leader: compareScores(top.v, second.v, threshold) === "higher" ? top.i : null,
    allSame: compareScores(top.v, lowest.v, threshold) === "same",
  };
}

/** "1.10.2" -> [1, 10, 2]; null for anything that is not dotted whole numbers. */
function parseVersion(v: string): number[] | null {
  if (!/^\d+(\.\d+)*$/.test(v)) return null;
  return v.split(".").map(Number);
}

/**
 * True when a stored result was computed by an engine older than `current` (or its version is
 * missing or unreadable): its numbers and norms may differ from a run today.
 */
export function computedByEarlierModel(engineVersion: string | null | undefined, current: string = ENGINE_VERSION): boolean {
  if (!engineVersion) return true;
  const a = parseVersion(engineVersion);
  const b = parseVersion(current);
  if (!a || !b) return true;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d < 0;
  }
  return false;
}
