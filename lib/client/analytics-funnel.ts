import type { AnalyticsOverview, FunnelStep } from "@/lib/contracts/analytics";
import { dayStartMs } from "@/lib/engine/core/dates";

export interface FunnelRow {
  step: FunnelStep;
  count: number;
  /** Share of the previous step (null for the first step, or when the previous one is 0). */
  ofPrevious: number | null;
  /** Share of the first step (null for the first step, or when it is 0). */
  ofFirst: number | null;
  /** Bar width relative to the largest step, 0..1. */
  width: number;
}

/**
 * The funnel's rows with their conversion rates. A later step can exceed an earlier one
 * (a renewal is paid without opening the plans), so rates are not capped at 100 %.
 */
export function funnelRows(funnel: AnalyticsOverview["funnel"]): FunnelRow[] {
  const first = funnel[0]?.count ?? 0;
  const largest = Math.max(1, ...funnel.map((s) => s.count));
  return funnel.map((s, i) => {
    const previous = i === 0 ? null : funnel[i - 1]!.count;
    return {
      step: s.step,
      count: s.count,
      ofPrevious: previous ? s.count / previous : null,
      ofFirst: i > 0 && first ? s.count / first : null,
      width: s.count / largest,
    };
  });
}

/** Page views and visitors of the whole period (visitors are daily, so their sum counts a person once a day). */
export function periodTotals(days: AnalyticsOverview["days"]): { pageViews: number; visitors: number } {
  return days.reduce((sum, d) => ({ pageViews: sum.pageViews + d.pageViews, visitors: sum.visitors + d.visitors }), { pageViews: 0, visitors: 0 });
}

/** The chart's x values: each UTC day's midnight in unix seconds. */
export function dayTimestamps(days: AnalyticsOverview["days"]): number[] {
  return days.map((d) => dayStartMs(d.date) / 1000);
}
