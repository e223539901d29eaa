"use client";

import { Trophy } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";
import { BAND_STYLE } from "@/components/scenes/score-norm";
import { Term } from "@/components/glossary/term";
import { displayOrderCode, isGlossaryTerm } from "@/components/glossary/glossary-terms";
import { compareTable, formatCompareValue, statProfile, type ComparedTeam } from "./compare-rows";

const teamHref = (team: ComparedTeam) => (team.kind === "check" ? `/owner/dashboard/team/${team._id}` : `/owner/team/${team._id}`);

/**
 * Two to four teams side by side: each indicator today and at the end of the forecast with its band among
 * reference teams; a value is marked only when it leads its row by more than the uncertainty.
 */
export function CompareTable({ teams }: { teams: readonly ComparedTeam[] }) {
  const t = useTranslations("compare");
  const scene = useTranslations("scene");
  const norms = useTranslations("norms");
  const locale = useLocale();
  const periods = [
    { key: "today" as const, label: t("today") },
    { key: "final" as const, label: t("final") },
  ];
  const cell = "px-3 py-2 text-right tabular-nums";
  return (
    // relative: the cells' screen-reader texts are positioned inside this box, so they cannot widen the page.
    <div className="relative overflow-x-auto rounded-2xl border border-line bg-white" data-testid="compare-table">
      {/* Two teams fit a 390 px phone; three or four scroll inside the box. */}
      <table className={cn("w-full border-collapse text-sm", teams.length > 2 && "min-w-[32rem]")}>
        <caption className="sr-only">{t("caption")}</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="sticky left-0 bg-white px-3 py-3 text-left text-xs font-medium uppercase tracking-wide text-muted">{t("indicator")}</th>
            {teams.map((team) => (
              <th key={team._id} scope="col" className="px-3 py-3 text-right align-bottom">
                <Link href={teamHref(team)} className="font-semibold text-brand-700 hover:underline">{team.title || t("untitled")}</Link>
                <span className="block text-xs font-normal text-muted">{t("members", { count: team.actorsCount })}</span>
              </th>
            ))}
          </tr>
        </thead>
        {periods.map(({ key, label }) => {
          const rows = compareTable(teams, key);
          return (
            <tbody key={key}>
              <tr className="bg-slate-50">
                <th scope="colgroup" colSpan={teams.length + 1} className="sticky left-0 px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-muted">{label}</th>
              </tr>
              <tr className="border-t border-line">
                <th scope="row" className="sticky left-0 bg-white px-3 py-2 text-left font-normal text-ink">{t("profile")}</th>
                {teams.map((team) => {
                  const p = statProfile(team[key]);
                  return (
                    <td key={team._id} className="px-3 py-2 text-right">
                      {p ? (
                        <>
                          {scene(`profiles.${p.profile}`)}
                          {p.orderCode ? <Term name="orderCode" className="ml-1 text-xs text-muted">{displayOrderCode(p.orderCode)}</Term> : null}
                        </>
                      ) : "—"}
                    </td>
                  );
                })}
              </tr>
              {rows.length === 0 ? (
                <tr className="border-t border-line">
                  <td colSpan={teams.length + 1} className="px-3 py-2 text-muted">{t("noData")}</td>
                </tr>
              ) : null}
              {rows.map(({ row, values, best, same, norms: rowNorms }) => (
                <tr key={row} className="border-t border-line" data-same={same || undefined}>
                  <th scope="row" className="sticky left-0 bg-white px-3 py-2 text-left font-normal text-ink">
                    {isGlossaryTerm(row) ? <Term name={row}>{t(`rows.${row}`)}</Term> : t(`rows.${row}`)}
                    {same ? <span className="block text-xs text-muted" data-testid="about-same">{norms("aboutSame")}</span> : null}
                  </th>
                  {values.map((v, i) => (
                    <td key={teams[i]!._id} className={cn(cell, best.has(i) && "bg-emerald-50 font-semibold text-emerald-800")} data-best={best.has(i) || undefined}>
                      {best.has(i) ? <Trophy className="mr-1 inline size-3.5 align-[-2px]" aria-hidden /> : null}
                      {formatCompareValue(row, v, locale)}
                      {best.has(i) ? <span className="sr-only"> ({t("best")})</span> : null}
                      {rowNorms[i] ? (
                        <span className={cn("ml-auto mt-0.5 block w-fit rounded-full px-1.5 text-[11px] font-normal", BAND_STYLE[rowNorms[i].band])} data-band={rowNorms[i].band}>
                          {norms(`band.${rowNorms[i].band}`)}
                          <span className="sr-only">: {norms("sentence.team", { band: norms(`band.${rowNorms[i].band}`), percentile: rowNorms[i].percentile, share: rowNorms[i].percentile / 100 })}</span>
                        </span>
                      ) : null}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}
