// Series on the 0.1 grid as Int16 of value x10: how the engine hands per-day actor series to
// the worker, and how packed render data stores them (lib/contracts/render-packing.ts, kind
// "i16"). No imports, so the browser's decoder can share these numbers without the engine.

/** The Int16 that stands for "no value" (null in the JSON form). */
export const TENTHS_NULL = -32768;
/** The largest magnitude in tenths an Int16 column holds: values in [-3276.7, 3276.7]. */
export const TENTHS_MAX = 32767;

/** One value in tenths as the JSON form shows it: a number on the 0.1 grid (never -0), null for TENTHS_NULL. */
export const fromTenths = (v: number): number | null => (v === TENTHS_NULL ? null : v / 10 + 0);

/** A series in tenths back in its JSON form. */
export function tenthsToSeries(col: Int16Array): Array<number | null> {
  const out = new Array<number | null>(col.length);
  for (let t = 0; t < col.length; t++) out[t] = fromTenths(col[t]!);
  return out;
}
