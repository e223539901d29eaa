"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { Card } from "@/components/ui/card";
import { CompanyContributorList } from "@/components/scenes/company-contributor-list";
import { PairAdviceCard } from "@/components/scenes/pair-advice-card";
import { EarlierModelNote, NormSentence, NormsExplainer } from "@/components/scenes/score-norm";
import { computedByEarlierModel } from "@/lib/client/score-reading";
import type { PairForecast } from "@/lib/engine/index";
import { clampMonth, monthStart, shownComponents } from "./pair-chart-data";
import { PairTimeline } from "./pair-timeline";
import { groupMissingLevels } from "./people";
import { ResultNotes, ValueBar } from "./result-notes";
import { Term } from "@/components/glossary/term";
import { isGlossaryTerm } from "@/components/glossary/glossary-terms";

/**
 * The 12-month pair forecast: timeline, average and its place among reference pairs, a chosen
 * month's components and reasons; a result stored by an earlier engine offers a rerun.
 */
export function PairResult({ forecast, nameOf, names, onRerun, rerunning }: { forecast: PairForecast; nameOf: (id: string) => string; names: [string, string]; onRerun?: () => void; rerunning?: boolean }) {
  const t = useTranslations("pairCheck.result");
  const scene = useTranslations("scene");
  const format = useFormatter();
  const [chosen, setChosen] = useState(0);
  const month = clampMonth(chosen, forecast.months.length);
  const current = forecast.months[month]!;
  const missing = groupMissingLevels(forecast.missingLevels)
    .map((m) => `${nameOf(m.actor)}: ${m.levels.map((l) => scene(`levels.${l}`)).join(", ")}`)
    .join("; ");
  const monthLabel = format.dateTime(monthStart(current.month), { month: "long", year: "numeric", timeZone: "UTC" });
  return (
    <section aria-labelledby="pair-result-title" className="flex flex-col gap-4" data-testid="pair-result">
      {computedByEarlierModel(forecast.engineVersion) ? <EarlierModelNote onRerun={onRerun} rerunning={rerunning} /> : null}
      <Card padding="fluid" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0">
            <h2 id="pair-result-title" className="text-lg font-semibold text-ink">{t("title")}</h2>
            <p className="truncate text-sm text-muted">{names.join(" · ")}</p>
          </div>
          <dl className="flex gap-5 text-right">
            <div>
              <dt className="text-xs text-muted">{t("average")}</dt>
              <dd className="text-3xl font-semibold tabular-nums text-brand-700" data-testid="pair-average">{Math.round(forecast.summary.average)}</dd>
            </div>
            <div className="hidden sm:block">
              <dt className="text-xs text-muted">{t("firstLast")}</dt>
              <dd className="text-lg font-medium tabular-nums text-ink">{Math.round(forecast.summary.first)} → {Math.round(forecast.summary.last)}</dd>
            </div>
          </dl>
        </div>
        <NormSentence norm={forecast.summary.norm} subject="pair" size="sm" />
        <PairTimeline forecast={forecast} month={month} onMonth={setChosen} />
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card padding="fluid" className="flex flex-col gap-3">
          <h3 className="font-semibold text-ink">{t("monthTitle", { month: monthLabel })}</h3>
          <p className="text-sm text-muted" data-testid="pair-month-value">
            {t("monthValue", { value: Math.round(current.compatibility), low: Math.round(current.range.low), high: Math.round(current.range.high) })}
          </p>
          <NormSentence norm={current.norm} subject="pair" />
          <h4 className="text-xs font-medium uppercase tracking-wide text-muted">{t("components")}</h4>
          <div className="flex flex-col gap-2.5" data-testid="pair-components">
            {shownComponents(current.components).map(({ key, value }) => (
              <ValueBar key={key} label={isGlossaryTerm(key) ? <Term name={key}>{scene(`pairComponents.${key}`)}</Term> : scene(`pairComponents.${key}`)} value={value} />
            ))}
          </div>
        </Card>
        <Card padding="fluid" className="flex flex-col gap-3">
          <h3 className="font-semibold text-ink">{t("reasons")}</h3>
          {current.contributors.length ? <CompanyContributorList contributors={current.contributors} nameOf={nameOf} /> : <p className="text-sm text-muted">{t("noReasons")}</p>}
          <PairAdviceCard contributors={current.contributors} nameOf={nameOf} />
          {forecast.managerFit ? (
            <div className="mt-2 flex flex-col gap-2 border-t border-line pt-3">
              <ValueBar label={scene("indicators.managerFit")} value={forecast.managerFit.value} />
              <NormSentence norm={forecast.managerFit.norm} subject="manager" />
              <CompanyContributorList contributors={forecast.managerFit.contributors} nameOf={nameOf} limit={3} />
            </div>
          ) : null}
        </Card>
      </div>
      {forecast.summary.norm ? <NormsExplainer population="pair" /> : null}
      <ResultNotes confidence={forecast.confidence} missing={missing ? t("missingLevels", { list: missing }) : null} />
    </section>
  );
}
