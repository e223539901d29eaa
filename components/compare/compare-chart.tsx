"use client";

import { useLocale, useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";
import { compareTable, formatCompareValue, type ComparedTeam } from "./compare-rows";
import type { VerdictPeriod } from "./compare-verdict";

/** One colour per compared team (two to four), in the comparison's order. */
export const TEAM_COLORS = ["bg-brand-600", "bg-amber-500", "bg-emerald-600", "bg-fuchsia-600"] as const;

/**
 * Grouped bars: for each indicator one bar per team on the 0..100 scale, each with its value
 * written beside it (so nothing has to be hovered) and the team's name for screen readers. Plain
 * elements rather than a canvas, so it wraps on a 390 px phone and reads as a list.
 */
export function CompareChart({ teams, period }: { teams: readonly ComparedTeam[]; period: VerdictPeriod }) {
  const t = useTranslations("compare");
  const locale = useLocale();
  const rows = compareTable(teams, period);
  if (rows.length === 0) return null;
  const name = (i: number) => teams[i]!.title || t("untitled");
  return (
    <figure className="relative rounded-2xl border border-line bg-white p-4 sm:p-5" aria-labelledby="compare-chart-title" data-testid="compare-chart">
      <h2 id="compare-chart-title" className="font-semibold text-ink">{t("chart.title")}</h2>
      <figcaption className="mt-1 text-xs text-muted">{t(period === "final" ? "chart.caption" : "chart.captionToday")}</figcaption>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink" aria-label={t("chart.teams")}>
        {teams.map((team, i) => (
          <li key={team._id} className="flex min-w-0 items-center gap-1.5">
            <span className={cn("size-3 shrink-0 rounded-sm", TEAM_COLORS[i % TEAM_COLORS.length])} aria-hidden />
            <span className="truncate">{name(i)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 grid gap-x-6 gap-y-3 md:grid-cols-2">
        {rows.map(({ row, values }) => (
          <div key={row} className="min-w-0" data-testid={`chart-row-${row}`}>
            <dt className="text-xs font-medium text-muted">{t(`rows.${row}`)}</dt>
            <dd>
              <ul className="mt-1 flex flex-col gap-1">
                {values.map((v, i) => (
                  <li key={teams[i]!._id} className="grid grid-cols-[1fr_3rem] items-center gap-2">
                    <span className="sr-only">{name(i)}: </span>
                    <span className="h-2.5 overflow-hidden rounded-full bg-slate-100" aria-hidden>
                      <span className={cn("block h-full rounded-full", TEAM_COLORS[i % TEAM_COLORS.length])} style={{ width: `${Math.max(0, Math.min(100, v ?? 0))}%` }} />
                    </span>
                    <span className="text-right text-xs font-medium tabular-nums text-ink" data-testid="chart-value">
                      {formatCompareValue(row, v, locale)}
                    </span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
    </figure>
  );
}
