"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useMemo } from "react";
import { LineChart, type ChartSeries } from "@/components/charts/line-chart";
import { cn } from "@/components/ui/cn";
import type { PairForecast } from "@/lib/engine/index";
import { chartRange, monthStart, pairChartData } from "./pair-chart-data";
import { PlainButton } from "@/components/ui/plain-button";

/**
 * Compatibility per month with its range as two dashed lines; the months are named in a
 * row of buttons under the chart (they choose the month whose details are shown) and in
 * a table for screen readers.
 */
export function PairTimeline({ forecast, month, onMonth }: { forecast: PairForecast; month: number; onMonth: (index: number) => void }) {
  const t = useTranslations("pairCheck.result");
  const format = useFormatter();
  const data = useMemo(() => pairChartData(forecast), [forecast]);
  const yRange = useMemo(() => chartRange(data.low, data.high), [data]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: t("compatibility"), values: data.compatibility, color: "#4f46e5" },
      { label: t("rangeLow"), values: data.low, color: "#94a3b8", dashed: true },
      { label: t("rangeHigh"), values: data.high, color: "#94a3b8", dashed: true },
    ],
    [data, t],
  );
  const monthName = (m: string, style: "short" | "long") =>
    format.dateTime(monthStart(m), style === "long" ? { month: "long", year: "numeric", timeZone: "UTC" } : { month: "short", timeZone: "UTC" });
  return (
    <div className="flex flex-col gap-3">
      <LineChart
        x={data.x}
        series={series}
        xIsTime={false}
        xLabel={t("month")}
        formatX={(x) => (data.months[x - 1] ? monthName(data.months[x - 1]!, "short") : "")}
        yRange={yRange}
        height={240}
        markerX={data.x[month] ?? null}
        ariaLabel={t("chartLabel")}
      />
      <p className="text-xs text-muted">{t("axis")}</p>
      <div role="group" aria-label={t("monthPicker")} className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1">
        {data.months.map((m, i) => (
          <PlainButton
            key={m}
            type="button"
            aria-pressed={i === month}
            aria-label={`${monthName(m, "long")}: ${Math.round(data.compatibility[i]!)}`}
            title={monthName(m, "long")}
            onClick={() => onMonth(i)}
            className={cn("flex min-w-14 flex-col items-center rounded-lg border px-2 py-1 text-xs", i === month ? "border-brand-600 bg-brand-600 text-white" : "border-line bg-white text-ink hover:bg-slate-50")}
          >
            <span className="whitespace-nowrap">{monthName(m, "short")}</span>
            <span className="font-semibold tabular-nums">{Math.round(data.compatibility[i]!)}</span>
          </PlainButton>
        ))}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-brand-700">{t("table")}</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-xs">
            <thead>
              <tr className="text-muted">
                <th scope="col" className="py-1 pr-3 font-medium">{t("month")}</th>
                <th scope="col" className="py-1 pr-3 font-medium">{t("compatibility")}</th>
                <th scope="col" className="py-1 font-medium">{t("range")}</th>
              </tr>
            </thead>
            <tbody>
              {data.months.map((m, i) => (
                <tr key={m} className="border-t border-line">
                  <th scope="row" className="py-1 pr-3 font-normal">{monthName(m, "long")}</th>
                  <td className="py-1 pr-3 tabular-nums">{format.number(data.compatibility[i]!, { maximumFractionDigits: 1 })}</td>
                  <td className="py-1 tabular-nums">{format.number(data.low[i]!, { maximumFractionDigits: 1 })}–{format.number(data.high[i]!, { maximumFractionDigits: 1 })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
