"use client";

import { ArrowRight } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { CompanyContributorList } from "@/components/scenes/company-contributor-list";
import { NormSentence } from "@/components/scenes/score-norm";
import { cn } from "@/components/ui/cn";
import { formatChange, formatNumber, formatPercentPoints } from "@/lib/client/numbers";
import type { TeamCheck } from "@/lib/engine/index";
import { indicatorNorm, indicatorRows, PERCENT_INDICATORS } from "./team-result-data";
import { Term } from "@/components/glossary/term";
import { isGlossaryTerm } from "@/components/glossary/glossary-terms";

const show = (v: number | null, percent: boolean, locale: string) => (v === null ? "—" : percent ? formatPercentPoints(v, locale) : formatNumber(v, locale, 0));

/** Each team indicator today and after 13 weeks, its place among reference teams after 13 weeks, and what drives it. */
export function TeamIndicators({ result, nameOf }: { result: TeamCheck; nameOf: (id: string) => string }) {
  const t = useTranslations("teamCheck.result");
  const scene = useTranslations("scene");
  const locale = useLocale();
  return (
    <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4" data-testid="team-indicators">
      {indicatorRows(result).map(({ key, today, settled, change }) => {
        const percent = PERCENT_INDICATORS.has(key);
        const reasons = result.contributors[key] ?? [];
        return (
          <li key={key} className="flex min-w-0 flex-col gap-2 rounded-2xl border border-line bg-white p-3 sm:p-4" data-testid={`indicator-${key}`}>
            <h3 className="text-sm font-semibold text-ink">{isGlossaryTerm(key) ? <Term name={key}>{scene(`indicators.${key}`)}</Term> : scene(`indicators.${key}`)}</h3>
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="sr-only">{t("todaySettled", { today: show(today, percent, locale), settled: show(settled, percent, locale) })}</span>
              <span className="text-lg tabular-nums text-muted" title={t("today")} aria-hidden>{show(today, percent, locale)}</span>
              <ArrowRight className="size-4 self-center text-muted" aria-hidden />
              <span className="text-2xl font-semibold tabular-nums text-ink" title={t("settled")} aria-hidden>{show(settled, percent, locale)}</span>
              {change !== null && Math.round(change) !== 0 ? (
                <span className={cn("text-xs font-medium tabular-nums", change > 0 ? "text-emerald-700" : "text-red-700")} aria-hidden>
                  {formatChange(change, locale)}
                </span>
              ) : null}
            </p>
            <NormSentence norm={indicatorNorm(result.settled, key)} subject={key === "managerFit" ? "manager" : "team"} />
            {key === "managerFit" && today === null ? <p className="text-xs text-muted">{t("noManager")}</p> : null}
            <details className="text-sm">
              <summary className="cursor-pointer text-xs text-brand-700">{t("why")}</summary>
              <p className="mt-2 text-xs text-muted">{scene.has(`help.${key}`) ? scene(`help.${key}`) : t(`help.${key}`)}</p>
              <CompanyContributorList contributors={reasons} nameOf={nameOf} limit={3} className="mt-2" />
            </details>
          </li>
        );
      })}
    </ul>
  );
}
