// Series on the 0.1 grid as Int16 of value x10: how the engine hands per-day actor series to
// the worker, and how packed render data stores them (lib/contracts/render-packing.ts, kind
// "i16"). It imports only core/math.ts (itself free of imports), so the browser's decoder can
// share these numbers without the engine.
import { roundHalfUp } from "./math";

/** The Int16 that stands for "no value" (null in the JSON form). */
export const TENTHS_NULL = -32768;
/** The largest magnitude in tenths an Int16 column holds: values in [-3276.7, 3276.7]. */
export const TENTHS_MAX = 32767;

/** x in tenths (rounded as round1 rounds it, core/math.ts), or null when x is not finite or beyond Int16's range. */
export function toTenths(x: number): number | null {
  if (!Number.isFinite(x)) return null;
  const t = roundHalfUp(x * 10);
  return t < -TENTHS_MAX || t > TENTHS_MAX ? null : t;
}

/** One value in tenths as the JSON form shows it: a number on the 0.1 grid (never -0), null for TENTHS_NULL. */
export const fromTenths = (v: number): number | null => (v === TENTHS_NULL ? null : v / 10 + 0);

/** A series in tenths back in its JSON form. */
export function tenthsToSeries(col: Int16Array): Array<number | null> {
  const out = new Array<number | null>(col.length);
  for (let t = 0; t < col.length; t++) out[t] = fromTenths(col[t]!);
  return out;
}
