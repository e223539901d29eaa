"use client";

import { useFormatter, useTranslations } from "next-intl";
import { groupMissingLevels } from "@/components/pair-check/people";
import { ResultNotes } from "@/components/pair-check/result-notes";
import type { SelectableProfile } from "@/components/scenes/profile-picker";
import { CompanyContributorList } from "@/components/scenes/company-contributor-list";
import { TeamSupportCard } from "@/components/scenes/team-support-card";
import { EarlierModelNote, NormSentence, NormsExplainer } from "@/components/scenes/score-norm";
import { computedByEarlierModel } from "@/lib/client/score-reading";
import { Card } from "@/components/ui/card";
import type { TeamCheck } from "@/lib/engine/index";
import { dayStartMsOrNaN } from "@/lib/engine/core/dates";
import { TeamForecastChart } from "./team-forecast-chart";
import { TeamIndicators } from "./team-indicators";
import { TeamMembers } from "./team-members";
import { Term } from "@/components/glossary/term";
import { displayOrderCode } from "@/components/glossary/glossary-terms";

/** The team check result: profile, indicators today and after 13 weeks, the weekly forecast and the members. */
export function TeamResult({ result, nameOf, byId, slots, onRerun, rerunning }: { result: TeamCheck; nameOf: (id: string) => string; byId: Map<string, SelectableProfile>; slots: ReadonlyArray<string | null>; onRerun?: () => void; rerunning?: boolean }) {
  const t = useTranslations("teamCheck.result");
  const scene = useTranslations("scene");
  const format = useFormatter();
  const profile = result.settled.profile;
  const settledOn = format.dateTime(new Date(dayStartMsOrNaN(result.settled.date)), { dateStyle: "medium", timeZone: "UTC" });
  const missing = groupMissingLevels(result.missingLevels)
    .map((m) => `${nameOf(m.actor)}: ${m.levels.map((l) => scene(`levels.${l}`)).join(", ")}`)
    .join("; ");
  return (
    <section aria-labelledby="team-result-title" className="flex flex-col gap-5" data-testid="team-result">
      {computedByEarlierModel(result.engineVersion) ? <EarlierModelNote onRerun={onRerun} rerunning={rerunning} /> : null}
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="team-result-title" className="text-lg font-semibold text-ink">{t("title")}</h2>
        <p className="text-xs text-muted">{t("settledOn", { date: settledOn })}</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card padding="fluid" className="flex flex-col gap-2" data-testid="team-profile">
          <p className="text-xs font-medium uppercase tracking-wide text-muted">{t("profile")}</p>
          <p className="text-2xl font-semibold text-ink">{scene(`profiles.${profile}`)}</p>
          <p className="text-sm text-muted">{scene(`profileHelp.${profile}`)}</p>
          <p className="text-xs text-muted"><Term name="orderCode">{scene("orderCode", { code: displayOrderCode(result.settled.orderCode) })}</Term></p>
          <CompanyContributorList contributors={result.contributors.profile} nameOf={nameOf} limit={3} className="mt-1 border-t border-line pt-2" />
        </Card>
        <Card padding="fluid" className="flex flex-col gap-2 lg:col-span-2">
          <h3 className="font-semibold text-ink">{t("forecastTitle")}</h3>
          <p className="text-sm text-muted">
            {t("peakRange", { peak: Math.round(result.stats.peakPower), low: Math.round(result.stats.powerRange.low), high: Math.round(result.stats.powerRange.high) })}
          </p>
          {result.settled.norms ? (
            <div className="text-sm text-ink" data-testid="team-power-norm">
              {t("powerSettled", { value: Math.round(result.settled.currentPower) })}
              <NormSentence norm={result.settled.norms.power} subject="team" className="mt-0.5" />
            </div>
          ) : null}
          <TeamForecastChart result={result} />
        </Card>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold text-ink">{t("indicators")}</h3>
        <p className="text-xs text-muted">{t("indicatorsHint")}</p>
        {result.settled.norms ? <NormsExplainer population="team" /> : null}
        <TeamIndicators result={result} nameOf={nameOf} />
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold text-ink">{t("members")}</h3>
        <TeamSupportCard members={result.memberIds.map((id) => ({ id, condition: result.actors[id]?.condition ?? null, contributors: result.actors[id]?.contributors.condition ?? [] }))} nameOf={nameOf} />
        <TeamMembers result={result} nameOf={nameOf} byId={byId} slots={slots} />
      </div>
      <ResultNotes
        confidence={result.confidence}
        missing={missing ? t("missingLevels", { list: missing }) : null}
        extra={result.managerIgnored ? t("managerIgnored") : result.managerId ? t("managerNote", { name: nameOf(result.managerId) }) : null}
      />
    </section>
  );
}
