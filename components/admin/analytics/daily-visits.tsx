"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useMemo } from "react";
import { LineChart } from "@/components/charts/line-chart";
import { dayTimestamps } from "@/lib/client/analytics-funnel";
import type { AnalyticsOverview } from "@/lib/contracts/analytics";
import { dayStartMs } from "@/lib/engine/core/dates";
import { TableFrame, Td, Th } from "../admin-table";

/** Page views and visitors per day: the chart, and the same numbers as a table (newest first) for reading and for screen readers. */
export function DailyVisits({ days }: { days: AnalyticsOverview["days"] }) {
  const t = useTranslations("admin.analytics");
  const format = useFormatter();
  const x = useMemo(() => dayTimestamps(days), [days]);
  const series = useMemo(
    () => [
      { label: t("pageViews"), values: days.map((d) => d.pageViews), color: "#4f46e5" },
      { label: t("visitors"), values: days.map((d) => d.visitors), color: "#0d9488", dashed: true },
    ],
    [days, t],
  );
  const newestFirst = [...days].reverse();
  return (
    <>
      <LineChart x={x} series={series} height={240} ariaLabel={t("chartLabel")} />
      <details className="text-sm">
        <summary className="cursor-pointer text-brand-700">{t("showTable")}</summary>
        <div className="mt-2">
          <TableFrame label={t("dailyTitle")} minWidth={320} testId="analytics-days">
            <thead>
              <tr>
                <Th>{t("date")}</Th>
                <Th className="text-right">{t("pageViews")}</Th>
                <Th className="text-right">{t("visitors")}</Th>
              </tr>
            </thead>
            <tbody>
              {newestFirst.map((d) => (
                <tr key={d.date} data-date={d.date}>
                  <Td>{format.dateTime(new Date(dayStartMs(d.date)), { dateStyle: "medium", timeZone: "UTC" })}</Td>
                  <Td className="text-right tabular-nums" data-testid="day-page-views">{format.number(d.pageViews)}</Td>
                  <Td className="text-right tabular-nums">{format.number(d.visitors)}</Td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
        </div>
      </details>
    </>
  );
}
