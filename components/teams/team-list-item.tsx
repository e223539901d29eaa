"use client";

import { ChevronRight, History } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";
import { truncate } from "@/lib/client/text";
import type { SceneListItemDto } from "@/lib/contracts/scenes";
import type { VirtualRowProps } from "@/components/ui/virtual-rows";
import { forecastSummary } from "./team-list-state";

/** One team: a checkbox for comparing or deleting, and a link into the simulator. */
export function TeamListItem({ team, selected, lastOpened, onToggle, row }: { team: SceneListItemDto; selected: boolean; lastOpened: boolean; onToggle: () => void; row: VirtualRowProps }) {
  const t = useTranslations("teams");
  const format = useFormatter();
  const summary = forecastSummary(team.finalStats);
  const checkbox = `team-select-${team._id}`;
  return (
    <li {...row} className={cn("flex items-center gap-3 rounded-xl border p-3", lastOpened ? "border-brand-500 ring-2 ring-brand-100" : "border-line", selected ? "bg-brand-50/40" : "bg-white")} data-testid="team-item">
      <input id={checkbox} type="checkbox" checked={selected} onChange={onToggle} className="size-4 shrink-0 accent-brand-600" aria-label={t("select", { title: team.title })} />
      <Link href={`/owner/team/${team._id}`} className="flex min-w-0 flex-1 items-center gap-3" title={team.title}>
        <span className="min-w-0 flex-1">
          <span className="block font-medium text-ink">{truncate(team.title)}</span>
          <span className="block text-xs text-muted">
            {t("members", { count: team.actorsCount })} · {t("updated", { date: format.dateTime(new Date(team.updatedAt), { dateStyle: "medium" }) })}
          </span>
          <span className="mt-0.5 block text-xs text-muted">{summary
              ? summary.bands
                ? t("forecastWithBands", { power: Math.round(summary.power), cohesion: Math.round(summary.cohesion), powerBand: t(`bands.${summary.bands.power}`), cohesionBand: t(`bands.${summary.bands.cohesion}`) })
                : t("forecast", { power: Math.round(summary.power), cohesion: Math.round(summary.cohesion) })
              : t("notComputed")}</span>
          {team.status === "broken" || lastOpened ? (
            <span className="mt-1 flex flex-wrap gap-1">
              {team.status === "broken" ? <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs text-amber-800">{t("broken")}</span> : null}
              {lastOpened ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
                  <History className="size-3" aria-hidden />
                  {t("lastOpened")}
                </span>
              ) : null}
            </span>
          ) : null}
        </span>
        <ChevronRight className="size-4 shrink-0 text-muted" aria-hidden />
      </Link>
    </li>
  );
}
