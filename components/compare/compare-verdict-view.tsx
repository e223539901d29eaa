"use client";

import { Scale } from "lucide-react";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { SAME_THRESHOLD } from "@/lib/client/score-reading";
import type { ComparedTeam, CompareRow } from "./compare-rows";
import { compareVerdict } from "./compare-verdict";

/** The comparison in a few sentences: who is likely stronger on what, and what is about the same. */
export function CompareVerdictView({ teams }: { teams: readonly ComparedTeam[] }) {
  const t = useTranslations("compare");
  const format = useFormatter();
  const locale = useLocale();
  const verdict = compareVerdict(teams);
  const rowList = (rows: readonly CompareRow[]) => format.list(rows.map((row) => t(`rows.${row}`).toLocaleLowerCase(locale)), { type: "conjunction" });
  const teamName = (i: number) => teams[i]!.title || t("untitled");

  return (
    <section aria-labelledby="compare-verdict-title" className="rounded-2xl border border-line bg-white p-4 sm:p-5" data-testid="compare-verdict">
      <h2 id="compare-verdict-title" className="flex items-center gap-2 font-semibold text-ink">
        <Scale className="size-4 text-brand-600" aria-hidden />
        {t("verdict.title")}
      </h2>
      {verdict === null ? (
        <p className="mt-2 text-sm text-muted">{t("verdict.noData")}</p>
      ) : (
        <>
          <ul className="mt-2 flex flex-col gap-1 text-sm text-ink">
            {verdict.leads.length === 0 && verdict.unclear.length === 0 ? <li data-testid="verdict-all-same">{t("verdict.allSame")}</li> : null}
            {verdict.leads.map(({ team, rows }) => (
              <li key={teams[team]!._id} data-testid="verdict-leads">{t("verdict.leads", { team: teamName(team), rows: rowList(rows) })}</li>
            ))}
            {verdict.unclear.length > 0 ? <li className="text-muted">{t("verdict.unclear", { rows: rowList(verdict.unclear) })}</li> : null}
            {verdict.same.length > 0 && (verdict.leads.length > 0 || verdict.unclear.length > 0) ? <li className="text-muted" data-testid="verdict-same">{t("verdict.same", { rows: rowList(verdict.same) })}</li> : null}
          </ul>
          <p className="mt-2 text-xs text-muted">{t(verdict.period === "final" ? "verdict.basis" : "verdict.basisToday", { points: SAME_THRESHOLD })}</p>
        </>
      )}
    </section>
  );
}
