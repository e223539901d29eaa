"use client";

import { Switch } from "radix-ui";
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { formatPercentPoints } from "@/lib/client/numbers";
import type { ActorContributors } from "@/lib/engine/index";
import { ActorCard, type ActorAction } from "./actor-card";
import { SORT_KEYS, sortRows, type ActorRow, type SortKey } from "./actor-rows";
import { SCALE_STEPS } from "./display-settings";

/** The team sidebar: every member on the chosen day, sorting, card scale and tips. */
export function TeamSidebar({ rows, sort, onSort, scale, onScale, tips, onTips, canManage, contributorsOf, readNorms, nameOf, onAction }: {
  rows: ActorRow[];
  sort: SortKey;
  onSort: (key: SortKey) => void;
  scale: number;
  onScale: (scale: number) => void;
  tips: boolean;
  onTips: (on: boolean) => void;
  canManage: boolean;
  contributorsOf: (actorId: string) => ActorContributors | null;
  /** The result is the current engine's: conditions may be read against reference members. */
  readNorms: boolean;
  nameOf: (id: string) => string;
  onAction: (action: ActorAction, actorId: string) => void;
}) {
  const t = useTranslations("simulator.team");
  const locale = useLocale();
  const sorted = useMemo(() => sortRows(rows, sort), [rows, sort]);
  const active = rows.filter((r) => r.active).length;
  return (
    <section aria-labelledby="team-sidebar-title" className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4">
      <h2 id="team-sidebar-title" className="font-semibold text-ink">
        {t("title")} <span className="text-sm font-normal text-muted">{t("count", { active, total: rows.length })}</span>
      </h2>
      <div className="grid grid-cols-2 gap-2">
        <label className="flex flex-col gap-1 text-xs text-muted">
          {t("sort")}
          <select className="h-9 rounded-lg border border-line bg-white px-2 text-sm text-ink" value={sort} onChange={(e) => onSort(e.target.value as SortKey)} data-testid="sort-select">
            {SORT_KEYS.map((key) => (
              <option key={key} value={key}>{t(`sortKeys.${key}`)}</option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs text-muted">
          {t("scale")}
          <select className="h-9 rounded-lg border border-line bg-white px-2 text-sm text-ink" value={scale} onChange={(e) => onScale(Number(e.target.value))}>
            {SCALE_STEPS.map((s) => (
              <option key={s} value={s}>{formatPercentPoints(s * 100, locale)}</option>
            ))}
          </select>
        </label>
      </div>
      <div className="flex items-center justify-between gap-2 text-sm">
        <label htmlFor="tips-switch" className="text-ink">{t("tips")}</label>
        <Switch.Root
          id="tips-switch"
          checked={tips}
          onCheckedChange={onTips}
          className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-300 data-[state=checked]:bg-brand-600"
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
        </Switch.Root>
      </div>
      {rows.length === 0 ? <p className="text-sm text-muted">{t("empty")}</p> : null}
      <ul className="flex flex-col gap-2" style={{ zoom: scale }} data-testid="actor-list">
        {sorted.map((row) => (
          <li key={row.id}>
            <ActorCard row={row} tips={tips} canManage={canManage} contributors={contributorsOf(row.id)} readNorms={readNorms} nameOf={nameOf} onAction={onAction} />
          </li>
        ))}
      </ul>
    </section>
  );
}
