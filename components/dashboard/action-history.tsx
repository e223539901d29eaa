"use client";

import { Columns2, Gauge, Monitor, Users, Workflow, type LucideIcon } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import type { HistoryDto, HistoryEntryDto } from "@/lib/contracts/scenes";
import { historyHref } from "./history-links";
import { useOwnerHistory } from "./use-owner-history";

const ICONS: Record<HistoryEntryDto["type"], LucideIcon> = { p2p: Workflow, team: Users, teams: Gauge, monitor: Monitor, compareTeams: Columns2 };

/** The dashboard's action history (newest first, at most 15), kept live, with the check counters. */
export function ActionHistory({ initial }: { initial: HistoryDto }) {
  const t = useTranslations("history");
  const format = useFormatter();
  const { entries, counters } = useOwnerHistory(initial);
  return (
    <div className="flex flex-col gap-3" data-testid="action-history">
      <dl className="flex flex-wrap gap-3 text-sm">
        <div className="flex items-baseline gap-2 rounded-xl border border-line bg-white px-4 py-2">
          <dt className="text-muted">{t("pairChecks")}</dt>
          <dd className="text-lg font-semibold tabular-nums text-ink" data-testid="counter-p2p">{counters.p2p}</dd>
        </div>
        <div className="flex items-baseline gap-2 rounded-xl border border-line bg-white px-4 py-2">
          <dt className="text-muted">{t("teamChecks")}</dt>
          <dd className="text-lg font-semibold tabular-nums text-ink" data-testid="counter-team">{counters.team}</dd>
        </div>
      </dl>
      {entries.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-white p-6 text-sm text-muted">{t("empty")}</p>
      ) : (
        <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white">
          {entries.map((entry) => {
            const Icon = ICONS[entry.type];
            const href = historyHref(entry);
            const body = (
              <>
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                  <Icon className="size-4" aria-hidden />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-ink">{entry.title || t("untitled")}</span>
                  <span className="block truncate text-xs text-muted">
                    {t(`types.${entry.type}`)} ·{" "}
                    <time dateTime={entry.updatedAt}>{format.dateTime(new Date(entry.updatedAt), { dateStyle: "medium", timeStyle: "short" })}</time>
                  </span>
                </span>
              </>
            );
            return (
              <li key={entry.id} data-testid="history-entry">
                {href ? (
                  <Link href={href} className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50">{body}</Link>
                ) : (
                  <div className="flex items-center gap-3 px-4 py-3">{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
