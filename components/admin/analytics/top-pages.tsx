"use client";

import { useFormatter, useTranslations } from "next-intl";
import type { AnalyticsOverview } from "@/lib/contracts/analytics";
import { TableFrame, Td, Th } from "../admin-table";

/** The most viewed pages of the period, each with a bar scaled to the first. */
export function TopPages({ pages }: { pages: AnalyticsOverview["topPages"] }) {
  const t = useTranslations("admin.analytics");
  const format = useFormatter();
  if (pages.length === 0) return <p className="text-sm text-muted">{t("noViews")}</p>;
  const most = pages[0]!.pageViews || 1;
  return (
    <div className="max-h-[28rem] overflow-y-auto">
    <TableFrame label={t("topPages")} minWidth={280} testId="analytics-top-pages">
      <thead>
        <tr>
          <Th>{t("path")}</Th>
          <Th className="text-right">{t("pageViews")}</Th>
        </tr>
      </thead>
      <tbody>
        {pages.map((page) => (
          <tr key={page.path} data-path={page.path}>
            <Td className="break-all font-mono text-xs">{page.path}</Td>
            <Td className="text-right">
              <div className="flex items-center justify-end gap-2">
                <span aria-hidden className="h-2 w-16 shrink-0 rounded-full bg-slate-100 sm:w-40">
                  <span className="block h-2 rounded-full bg-brand-500" style={{ width: `${Math.max(4, (page.pageViews / most) * 100)}%` }} />
                </span>
                <span className="tabular-nums" data-testid="page-views">{format.number(page.pageViews)}</span>
              </div>
            </Td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
    </div>
  );
}
