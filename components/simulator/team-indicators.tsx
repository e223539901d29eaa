"use client";

import { useFormatter, useLocale, useTranslations } from "next-intl";
import { CompanyContributorList } from "@/components/scenes/company-contributor-list";
import { NormSentence, NormsExplainer } from "@/components/scenes/score-norm";
import { formatChange, formatNumber } from "@/lib/client/numbers";
import { computedByEarlierModel } from "@/lib/client/score-reading";
import { cn } from "@/components/ui/cn";
import { normOf, type CompanyScore, type SceneResult, type ScoreNorm, type TeamContributors } from "@/lib/engine/index";
import { dayStartMsOrNaN } from "@/lib/engine/core/dates";
import type { ContributorSource } from "./day-contributors";
import { Term } from "@/components/glossary/term";
import { displayOrderCode, isGlossaryTerm } from "@/components/glossary/glossary-terms";

/** Indicators shown for the chosen day; the first four are the chart's. */
const SHOWN = ["cohesion", "currentPower", "atmosphere", "integration", "peakPower", "basePower", "managerFit", "competencies", "mergeEffect", "statisticalPower", "precision"] as const;
type Shown = (typeof SHOWN)[number];
const WITH_HELP: ReadonlySet<string> = new Set(["cohesion", "basePower", "peakPower", "currentPower", "atmosphere", "managerFit", "competencies", "integration", "mergeEffect"]);
const CONTRIBUTED: ReadonlySet<string> = new Set(["cohesion", "basePower", "peakPower", "currentPower", "statisticalPower", "atmosphere", "managerFit", "competencies", "integration", "mergeEffect"]);

/** Indicators read against reference teams, and the norm each uses. */
const NORMED: Partial<Record<Shown, CompanyScore>> = { cohesion: "cohesion", currentPower: "power", atmosphere: "atmosphere", managerFit: "managerFit" };

/**
 * The day's place among reference teams. Only for results of the current engine: an earlier
 * engine's numbers sit on another scale, so reading them against today's norms would invent a band.
 */
function dayNorm(result: SceneResult, name: Shown, value: number | null): ScoreNorm | null {
  const kind = NORMED[name];
  return kind && value !== null && !computedByEarlierModel(result.engineVersion) ? normOf(kind, value) : null;
}

const dateOf = (d: string) => new Date(dayStartMsOrNaN(d));

/** The team on the chosen day: its indicators, each with the reasons behind it in words. */
export function TeamIndicators({ result, day, date, contributors, source, tips, nameOf }: {
  result: SceneResult;
  day: number;
  date: string;
  contributors: TeamContributors | null;
  source: ContributorSource;
  tips: boolean;
  nameOf: (id: string) => string;
}) {
  const t = useTranslations("simulator.indicators");
  const scene = useTranslations("scene");
  const format = useFormatter();
  const fmt = (d: string) => format.dateTime(dateOf(d), { dateStyle: "medium" });
  const team = result.team;
  const members = team.activeCount[day] ?? 0;
  const profile = team.profile[day] ?? null;
  const orderCode = team.orderCode[day] ?? null;
  const sourceText =
    source.kind === "segment" ? t("sourceSegment", { from: fmt(source.from), to: fmt(source.to) }) : source.kind === "none" ? null : t("sourceDay");

  return (
    <section aria-labelledby="indicators-title" className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4" data-testid="team-indicators">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="indicators-title" className="font-semibold text-ink">{t("title", { date: fmt(date) })}</h2>
        <span className="text-sm text-muted">{t("members", { count: members })}</span>
      </div>
      {members < 2 ? <p className="text-sm text-muted">{t("tooFew")}</p> : null}
      {profile ? (
        <p className="text-sm text-ink">
          <span className="font-medium">{t("profile")}: </span>
          {scene(`profiles.${profile}`)}
          {orderCode ? <span className="text-muted"> · <Term name="orderCode">{scene("orderCode", { code: displayOrderCode(orderCode) })}</Term></span> : null}
          {tips ? <span className="block text-xs text-muted">{scene(`profileHelp.${profile}`)}</span> : null}
        </p>
      ) : null}
      <ul className="grid gap-2 sm:grid-cols-2">
        {SHOWN.map((key) => (
          <IndicatorItem key={key} name={key} value={team[key][day] ?? null} norm={dayNorm(result, key, team[key][day] ?? null)} tips={tips} contributors={contributors && CONTRIBUTED.has(key) ? contributors[key as keyof TeamContributors] : []} nameOf={nameOf} />
        ))}
      </ul>
      {sourceText ? <p className="text-xs text-muted">{sourceText}</p> : null}
      {members >= 2 && !computedByEarlierModel(result.engineVersion) ? <NormsExplainer population="team" /> : null}
    </section>
  );
}

function IndicatorItem({ name, value, norm, tips, contributors, nameOf }: { name: Shown; value: number | null; norm: ScoreNorm | null; tips: boolean; contributors: TeamContributors[keyof TeamContributors]; nameOf: (id: string) => string }) {
  const t = useTranslations("simulator.indicators");
  const scene = useTranslations("scene");
  const locale = useLocale();
  const shown = value === null ? "—" : name === "mergeEffect" ? formatChange(value, locale, 1) : formatNumber(value, locale);
  return (
    <li className="rounded-xl border border-line p-3" data-testid={`indicator-${name}`}>
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-sm text-muted">{isGlossaryTerm(name) ? <Term name={name}>{scene(`indicators.${name}`)}</Term> : scene(`indicators.${name}`)}</span>
        <span className={cn("text-lg font-semibold tabular-nums", value === null ? "text-muted" : "text-ink")}>{shown}</span>
      </div>
      <NormSentence norm={norm} subject={name === "managerFit" ? "manager" : "team"} className="mt-0.5" />
      {tips && WITH_HELP.has(name) ? <p className="mt-0.5 text-xs text-muted">{scene(`help.${name as "cohesion"}`)}</p> : null}
      {contributors.length ? (
        <details className="mt-2">
          <summary className="cursor-pointer text-xs text-brand-700">{t("why")}</summary>
          <CompanyContributorList contributors={contributors} nameOf={nameOf} className="mt-2 text-xs" />
        </details>
      ) : null}
    </li>
  );
}
