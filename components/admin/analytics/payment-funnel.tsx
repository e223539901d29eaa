"use client";

import { useFormatter, useTranslations } from "next-intl";
import { funnelRows } from "@/lib/client/analytics-funnel";
import type { AnalyticsOverview } from "@/lib/contracts/analytics";

/** The payment funnel as horizontal bars, each step with its count and its conversion rates. */
export function PaymentFunnel({ funnel }: { funnel: AnalyticsOverview["funnel"] }) {
  const t = useTranslations("admin.analytics");
  const format = useFormatter();
  const percent = (share: number) => format.number(share, { style: "percent", maximumFractionDigits: 1 });
  return (
    <ol className="flex flex-col gap-3" aria-label={t("funnelTitle")} data-testid="analytics-funnel">
      {funnelRows(funnel).map((row) => (
        <li key={row.step} className="flex flex-col gap-1" data-step={row.step}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
            <span className="font-medium text-ink">{t(`steps.${row.step}`)}</span>
            <span className="tabular-nums text-ink" data-testid="funnel-count">{format.number(row.count)}</span>
          </div>
          <div className="h-3 w-full rounded-full bg-slate-100" aria-hidden>
            <div className="h-3 rounded-full bg-brand-600" style={{ width: `${row.width * 100}%` }} />
          </div>
          {row.ofPrevious !== null || row.ofFirst !== null ? (
            <p className="text-xs text-muted" data-testid="funnel-rates">
              {row.ofPrevious !== null ? t("ofPrevious", { percent: percent(row.ofPrevious) }) : null}
              {row.ofPrevious !== null && row.ofFirst !== null ? " · " : null}
              {row.ofFirst !== null ? t("ofFirst", { percent: percent(row.ofFirst) }) : null}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
