"use client";

import { ArrowDownRight, ArrowRight, ArrowUpRight, ChevronRight, TrendingDown } from "lucide-react";
import Link from "next/link";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { NormSentence } from "@/components/scenes/score-norm";
import { cn } from "@/components/ui/cn";
import { pointsBetween, shownPoints } from "@/lib/client/monitor-reading";
import { dayStartMs } from "@/lib/engine/core/dates";
import { truncate } from "@/lib/client/text";
import type { MonitorTeam, MonitorTrend } from "@/lib/contracts/monitor";
import { MONITOR_THRESHOLD } from "@/lib/engine/scene/monitor-digest";
import { RunForecastButton } from "./run-forecast-button";
import { Sparkline } from "./sparkline";

const INDICATORS = ["cohesion", "power", "atmosphere"] as const;
const ARROW = { up: ArrowUpRight, down: ArrowDownRight, steady: ArrowRight } as const;
const TONE = { up: "text-emerald-700", down: "text-amber-800", steady: "text-muted" } as const;

/** One team on the monitor: its three indicators with their 90-day lines, falling members, the week's forecast, and the way into the simulator. */
export function MonitorTeamCard({ team }: { team: MonitorTeam }) {
  const t = useTranslations("monitor");
  const format = useFormatter();
  const locale = useLocale();
  const href = `/owner/team/${team._id}`;
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 sm:p-5" data-testid="monitor-team" aria-label={team.title}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold text-ink" title={team.title}>
            <Link href={href} className="hover:underline">{truncate(team.title)}</Link>
          </h2>
          <p className="text-xs text-muted">
            {t("members", { count: team.actorsCount })}
            {team.runDay ? ` · ${t("asOf", { date: format.dateTime(new Date(dayStartMs(team.runDay)), { dateStyle: "medium", timeZone: "UTC" }) })}` : null}
          </p>
        </div>
        <Link href={href} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline" data-testid="monitor-open">
          {t("open")}
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      </div>

      {team.state !== "ready" ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-slate-50 p-3 text-sm text-ink" data-testid="monitor-no-result" data-state={team.state}>
          <span className="mr-auto">{t(`state.${team.state}`)}</span>
          {team.state !== "running" ? <RunForecastButton sceneId={team._id} /> : null}
        </div>
      ) : null}

      {team.state === "ready" && !team.trends ? <p className="text-sm text-muted">{t("state.noTrends")}</p> : null}

      {team.trends ? (
        <ul className="grid gap-3 sm:grid-cols-3">
          {INDICATORS.map((key) => <IndicatorTile key={key} name={t(`indicator.${key}`)} indicator={key} trend={team.trends![key]} />)}
        </ul>
      ) : null}

      {team.forecast?.dropped ? (
        <p className="flex items-center gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="monitor-forecast-dropped">
          <TrendingDown className="size-4 shrink-0" aria-hidden />
          {t("forecast.dropped", { weekAgo: shownPoints(team.forecast.weekAgo, locale), now: shownPoints(team.forecast.now, locale) })}
        </p>
      ) : null}

      {team.state === "ready" ? <FallingMembers team={team} /> : null}
    </li>
  );
}

function IndicatorTile({ name, indicator, trend }: { name: string; indicator: string; trend: MonitorTrend }) {
  const t = useTranslations("monitor");
  const locale = useLocale();
  const Arrow = ARROW[trend.direction];
  const points = pointsBetween(trend.from, trend.now);
  return (
    <li className="flex flex-col gap-1.5 rounded-xl border border-line p-3" data-testid={`monitor-${indicator}`} data-direction={trend.direction}>
      <div className="flex items-start justify-between gap-2">
        <div>
          <p className="text-xs font-medium uppercase tracking-wide text-muted">{name}</p>
          <p className="text-2xl font-semibold tabular-nums text-ink">{shownPoints(trend.now, locale)}</p>
        </div>
        <Sparkline values={trend.points} tone={trend.direction} label={t("sparkline", { indicator: name, from: shownPoints(trend.from, locale), now: shownPoints(trend.now, locale) })} />
      </div>
      <p className={cn("flex items-center gap-1 text-xs font-medium", TONE[trend.direction])} data-testid="monitor-trend">
        <Arrow className="size-3.5 shrink-0" aria-hidden />
        {t(`trend.${trend.direction}`, { points })}
      </p>
      <NormSentence norm={trend.norm} subject="team" label={name} />
    </li>
  );
}

function FallingMembers({ team }: { team: MonitorTeam }) {
  const t = useTranslations("monitor");
  const locale = useLocale();
  if (team.falling.length === 0) return <p className="text-xs text-muted" data-testid="monitor-no-falling">{t("falling.none", { threshold: MONITOR_THRESHOLD })}</p>;
  return (
    <section className="flex flex-col gap-1.5" data-testid="monitor-falling">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-amber-800">{t("falling.title")}</h3>
      <ul className="flex flex-col gap-1">
        {team.falling.map((m) => (
          <li key={m.profileId} className="flex flex-wrap items-baseline gap-x-2 text-sm" data-testid="monitor-falling-member">
            <span className="font-medium text-ink">{m.firstName} {m.lastName}</span>
            {m.position ? <span className="text-xs text-muted">{m.position}</span> : null}
            <span className="text-amber-900">{t("falling.member", { from: shownPoints(m.from, locale), to: shownPoints(m.to, locale), change: pointsBetween(m.from, m.to) })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
