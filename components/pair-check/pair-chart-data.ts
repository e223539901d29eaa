import type { PairComponents, PairForecast } from "@/lib/engine/index";

export interface PairChartData {
  /** Month numbers of the forecast, 1..12 (the axis); `months` names them. */
  x: number[];
  months: string[];
  compatibility: number[];
  low: number[];
  high: number[];
}

/** The 12-month timeline as chart series: compatibility and its band as two lines. */
export function pairChartData(forecast: Pick<PairForecast, "months">): PairChartData {
  return {
    x: forecast.months.map((_, i) => i + 1),
    months: forecast.months.map((m) => m.month),
    compatibility: forecast.months.map((m) => m.compatibility),
    low: forecast.months.map((m) => m.range.low),
    high: forecast.months.map((m) => m.range.high),
  };
}

/** "2026-03" -> the first day of that month, in UTC (for date formatting). */
export function monthStart(month: string): Date {
  const [year, mon] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, (mon || 1) - 1, 1));
}

/** The components shown for a month, in a fixed order; management only when there is a manager. */
export const PAIR_COMPONENT_KEYS = ["interpersonal", "workStyle", "competence", "maturity", "management", "familiarity", "deepAcquaintance"] as const satisfies ReadonlyArray<keyof PairComponents>;

export function shownComponents(components: PairComponents): Array<{ key: (typeof PAIR_COMPONENT_KEYS)[number]; value: number }> {
  return PAIR_COMPONENT_KEYS.flatMap((key) => {
    const value = components[key];
    return value === null ? [] : [{ key, value }];
  });
}

/** The month whose index is `index`, clamped into the forecast. */
export function clampMonth(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.trunc(index)));
}

/**
 * The value axis: at least 40 points tall around the forecast, in steps of 10 within
 * 0..100, so the range lines are visible without blowing small changes out of proportion.
 */
export function chartRange(low: readonly number[], high: readonly number[]): [number, number] {
  if (!low.length || !high.length) return [0, 100];
  const min = Math.min(...low);
  const max = Math.max(...high);
  const mid = (min + max) / 2;
  const half = Math.max(20, (max - min) / 2 + 5);
  return [Math.max(0, Math.floor((mid - half) / 10) * 10), Math.min(100, Math.ceil((mid + half) / 10) * 10)];
}
