"use client";

import { keepPreviousData } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { PlainButton } from "@/components/ui/plain-button";
import { Spinner } from "@/components/ui/spinner";
import { periodTotals } from "@/lib/client/analytics-funnel";
import { queryErrorBody, useEndpointQuery } from "@/lib/client/endpoint-query";
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from "@/lib/contracts/analytics";
import { endpoints } from "@/lib/contracts/endpoints";
import { dayStartMs } from "@/lib/engine/core/dates";
import { AdminMessages, AdminPageHeader } from "../admin-page";
import { DailyVisits } from "./daily-visits";
import { PaymentFunnel } from "./payment-funnel";
import { TopPages } from "./top-pages";

/** /administrator/analytics: first-party visits per day, the most viewed pages and the payment funnel. */
export function AnalyticsAdmin() {
  const t = useTranslations("admin.analytics");
  const format = useFormatter();
  const [days, setDays] = useState<AnalyticsPeriod>(30);
  const query = useEndpointQuery(endpoints.getAdministratorAnalyticsOverview, { query: { days: String(days) as "30" | "90" } }, { placeholderData: keepPreviousData });
  const overview = query.data ?? null;
  const totals = overview ? periodTotals(overview.days) : null;

  return (
    <div className="flex flex-col gap-4">
      <AdminPageHeader title={t("title")} />
      <p className="max-w-3xl text-sm text-muted">{t("intro")}</p>
      <div role="radiogroup" aria-label={t("period")} className="inline-flex self-start rounded-xl bg-slate-100 p-1">
        {ANALYTICS_PERIODS.map((period) => (
          <PlainButton
            key={period}
            role="radio"
            aria-checked={days === period}
            className={cn("rounded-lg px-4 py-1.5 text-sm font-medium", days === period ? "bg-white text-brand-700 shadow-sm" : "text-muted hover:text-ink")}
            onClick={() => setDays(period)}
          >
            {t("lastDays", { count: period })}
          </PlainButton>
        ))}
      </div>
      <AdminMessages error={queryErrorBody(query)} notice={null} />
      {!overview && !query.error ? <Spinner /> : null}
      {overview && totals ? (
        <>
          <Card className="flex flex-col gap-3" data-testid="analytics-daily">
            <h2 className="text-lg font-semibold text-ink">{t("dailyTitle")}</h2>
            <p className="text-sm text-ink" data-testid="analytics-totals">
              {t("totals", { views: totals.pageViews, visitors: totals.visitors, from: format.dateTime(new Date(dayStartMs(overview.from)), { dateStyle: "medium", timeZone: "UTC" }), to: format.dateTime(new Date(dayStartMs(overview.to)), { dateStyle: "medium", timeZone: "UTC" }) })}
            </p>
            <DailyVisits days={overview.days} />
            <p className="text-xs text-muted" data-testid="analytics-automated" data-count={overview.automatedViews}>{t("automated", { count: overview.automatedViews })}</p>
          </Card>
          <Card className="flex flex-col gap-3">
            <h2 className="text-lg font-semibold text-ink">{t("topPages")}</h2>
            <p className="text-xs text-muted">{t("pathHint")}</p>
            <TopPages pages={overview.topPages} />
          </Card>
          <Card className="flex flex-col gap-3">
            <h2 className="text-lg font-semibold text-ink">{t("funnelTitle")}</h2>
            <PaymentFunnel funnel={overview.funnel} />
            <p className="text-xs text-muted">{t("funnelHint")}</p>
          </Card>
        </>
      ) : null}
    </div>
  );
}
