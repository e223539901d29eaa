"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useMemo } from "react";
import { LineChart, type ChartSeries } from "@/components/charts/line-chart";
import type { TeamCheck } from "@/lib/engine/index";
import { teamChartData } from "./team-result-data";

const Y_RANGE: [number, number] = [0, 100];

/** Cohesion, power, atmosphere and integration week by week for 13 weeks, with a table for screen readers. */
export function TeamForecastChart({ result }: { result: TeamCheck }) {
  const t = useTranslations("teamCheck.result");
  const format = useFormatter();
  const scene = useTranslations("scene.indicators");
  const data = useMemo(() => teamChartData(result), [result]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: scene("cohesion"), values: data.cohesion, color: "#4f46e5" },
      { label: scene("currentPower"), values: data.currentPower, color: "#059669" },
      { label: scene("atmosphere"), values: data.atmosphere, color: "#d97706" },
      { label: scene("integration"), values: data.integration, color: "#64748b", dashed: true },
    ],
    [data, scene],
  );
  return (
    <div className="flex flex-col gap-2">
      <LineChart x={data.x} series={series} xIsTime={false} xLabel={t("week")} yRange={Y_RANGE} height={240} ariaLabel={t("chartLabel")} />
      <p className="text-xs text-muted">{t("weeksAxis")}</p>
      <details className="text-sm">
        <summary className="cursor-pointer text-brand-700">{t("table")}</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-xs tabular-nums">
            <thead>
              <tr className="text-muted">
                <th scope="col" className="py-1 pr-3 font-medium">{t("week")}</th>
                {series.map((s) => (
                  <th key={s.label} scope="col" className="py-1 pr-3 font-medium">{s.label}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.x.map((week, i) => (
                <tr key={week} className="border-t border-line">
                  <th scope="row" className="py-1 pr-3 font-normal">{week}</th>
                  {series.map((s) => (
                    <td key={s.label} className="py-1 pr-3">{typeof s.values[i] === "number" ? format.number(s.values[i], { maximumFractionDigits: 1 }) : "—"}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
