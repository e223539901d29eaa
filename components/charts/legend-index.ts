import type { ChartSeries } from "./line-chart";

/**
 * The day the legend shows at rest: the marker's (today, or the chosen month) when it is on the
 * axis, otherwise the last index where some series has a value; null for an empty chart.
 */
export function restingLegendIndex(x: readonly number[], series: readonly Pick<ChartSeries, "values">[], markerX: number | null): number | null {
  if (markerX !== null) {
    const at = x.indexOf(markerX);
    if (at >= 0) return at;
  }
  for (let i = x.length - 1; i >= 0; i--) if (series.some((s) => s.values[i] !== null && s.values[i] !== undefined)) return i;
  return null;
}
