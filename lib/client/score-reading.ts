// How the owner's screens read company scores: whether two scores differ by more than the
// forecast's uncertainty, which value of a row (if any) clearly leads, and whether a stored
// result was computed by an earlier engine version. Rules: docs/model.md, "Reading scores on screen".
import { SHOWN_PRECISION_POINTS } from "@/lib/engine/core/shown-precision";
import { ENGINE_VERSION } from "@/lib/engine/core/version";

/**
 * Two forecasts closer than this many shown points read "about the same": the forecast's precision
 * (lib/engine/core/shown-precision.ts). The outcome band (10-90 %, tens of points wide) says how
 * far one team's or pair's real result may fall from its forecast; it is shown as the likely range
 * and does not decide whether one forecast is above another. docs/model.md, "Reading scores on screen".
 */
export const SAME_THRESHOLD = SHOWN_PRECISION_POINTS;

/**
 * Sizes of the company reference population (lib/engine/norms/company-reference.ts), repeated here
 * so that client bundles do not pull in the engine's simulator to print two numbers; a test keeps them equal.
 */
export const REFERENCE_SIZES = { pairs: 4000, teams: 1200 } as const;

export type Difference = "higher" | "lower" | "same";

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
