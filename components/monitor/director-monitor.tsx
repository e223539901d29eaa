"use client";

import { Info } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { NotInPlan, PlanErrorAlert } from "@/components/billing/plan-gates";
import { useOwnerSelf } from "@/components/owner/owner-self-context";
import { NormsExplainer } from "@/components/scenes/score-norm";
import { Button } from "@/components/ui/button";
import { LoadMore } from "@/components/ui/load-more";
import { Spinner } from "@/components/ui/spinner";
import { useCursorList } from "@/lib/client/cursor-list";
import { monitorSummary } from "@/lib/client/monitor-reading";
import { MONITOR_PAGE_SIZE } from "@/lib/contracts/scene-limits";
import { endpoints } from "@/lib/contracts/endpoints";
import { MONITOR_THRESHOLD } from "@/lib/engine/scene/monitor-digest";
import { MonitorTeamCard } from "./monitor-team-card";

/**
 * /owner/dashboard/monitor: every saved team at a glance, 20 a page from GET /scene/monitor,
 * more as the list scrolls. A plan without the monitor says so and offers the plans.
 */
export function DirectorMonitor() {
  const t = useTranslations("monitor");
  const { self } = useOwnerSelf();
  const allowed = self.accessRules.allowMonitor;
  const list = useCursorList(endpoints.getSceneMonitor, { limit: MONITOR_PAGE_SIZE }, { enabled: allowed });
  const teams = list.items;
  const summary = teams ? monitorSummary(teams) : null;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <div>
        <h1 className="text-2xl font-semibold text-ink">{t("title")}</h1>
        <p className="mt-1 max-w-3xl text-sm text-muted">{t("intro")}</p>
      </div>
      {!allowed ? <NotInPlan /> : null}
      {allowed && list.error ? <PlanErrorAlert error={list.error} /> : null}
      {allowed && !teams && !list.error ? <Spinner label={t("loading")} /> : null}
      {teams && teams.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-line bg-white p-6" data-testid="monitor-empty">
          <p className="font-medium text-ink">{t("emptyTitle")}</p>
          <p className="text-sm text-muted">{t("empty")}</p>
          <Button asChild variant="secondary"><Link href="/owner/teams">{t("openSimulator")}</Link></Button>
        </div>
      ) : null}
      {teams && summary && teams.length > 0 ? (
        <>
          <div className="flex flex-col gap-1.5 rounded-2xl border border-line bg-white p-4" data-testid="monitor-summary">
            <p className="font-medium text-ink">{t("summary", { teams: summary.teams, falling: summary.falling, dropped: summary.dropped })}</p>
            {summary.notRun > 0 ? <p className="text-sm text-muted">{t("notRunCount", { count: summary.notRun })}</p> : null}
            <p className="flex gap-1.5 text-xs text-muted">
              <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden />
              <span>{t("precision", { threshold: MONITOR_THRESHOLD })}</span>
            </p>
            <NormsExplainer population="team" />
          </div>
          <ul className="flex flex-col gap-4" data-testid="monitor-teams">
            {teams.map((team) => <MonitorTeamCard key={team._id} team={team} />)}
          </ul>
          <LoadMore hasMore={list.hasMore} loading={list.loadingMore} onMore={list.loadMore} testId="monitor-more" />
        </>
      ) : null}
    </div>
  );
}
