"use client";

import { useTranslations } from "next-intl";
import { ContributorList } from "@/components/scenes/contributor-list";
import { asSentence, genderWord } from "@/components/scenes/contributor-values";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import type { CoupleResultDto } from "@/lib/contracts/consumer";
import { LOVE_REFERENCE_COUPLES } from "@/lib/engine/love/love-norms";

type Dimension = keyof CoupleResultDto["summary"];
type Detail = NonNullable<CoupleResultDto["details"]>[Dimension];

const BAND_STYLE = {
  low: "bg-amber-100 text-amber-900",
  typical: "bg-slate-100 text-ink",
  high: "bg-emerald-100 text-emerald-900",
} as const;

/** The advice names the person it concerns when there is one (`hasActor`), else "one of you". */
function adviceValues(actor: string | undefined, nameOf: (id: string) => string, genderOf?: (id: string) => string | null | undefined) {
  const name = actor ? nameOf(actor).trim() : "";
  return { actor: name, hasActor: name ? "yes" : "no", gender: actor && genderOf ? genderWord(genderOf(actor)) : "other" };
}

/**
 * One dimension (love, sexual, marital, friendship): the score, its band and percentile
 * among reference couples, and, once unlocked, what drives it and one thing to try.
 */
export function DimensionCard({
  dimension,
  summary,
  detail,
  nameOf,
  genderOf,
}: {
  dimension: Dimension;
  summary: CoupleResultDto["summary"][Dimension];
  detail: Detail | null;
  nameOf: (id: string) => string;
  genderOf?: (id: string) => string | null | undefined;
}) {
  const t = useTranslations("loveReading");
  const c = useTranslations("consumer");
  const scene = useTranslations("scene");
  const score = Math.round(summary.score);
  return (
    <Card padding="sm" className="flex flex-col gap-3" data-testid={`dimension-${dimension}`}>
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="font-semibold text-ink">{scene(`love.${dimension}`)}</h3>
        <span className="text-3xl font-semibold tabular-nums text-love-600" data-testid={`score-${dimension}`}>{score}</span>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-rose-50" aria-hidden>
        <div className="h-full rounded-full bg-love-500" style={{ width: `${Math.max(2, Math.min(100, score))}%` }} />
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", BAND_STYLE[summary.band])} data-testid={`band-${dimension}`}>{t(`bands.${summary.band}`)}</span>
        <span className="text-muted">{t("percentile", { percentile: summary.percentile })}</span>
      </div>
      <p className="text-xs text-muted">{t(`bandMeaning.${summary.band}`, { count: LOVE_REFERENCE_COUPLES })}</p>
      {detail ? (
        <>
          <p className="text-xs text-muted">{c("range", { low: Math.round(detail.range.low), high: Math.round(detail.range.high) })}</p>
          <div className="border-t border-line pt-3">
            <h4 className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted">{t("contributorsTitle")}</h4>
            <ContributorList contributors={detail.contributors} nameOf={nameOf} genderOf={genderOf} limit={3} />
          </div>
          <div className="rounded-lg bg-rose-50 p-3" data-testid={`advice-${dimension}`}>
            <h4 className="mb-1 text-xs font-semibold uppercase tracking-wide text-love-600">{t("adviceTitle")}</h4>
            <p className="text-sm text-ink">{asSentence(t(`advice.${detail.advice.code}` as "advice.gentle_start", adviceValues(detail.advice.actor, nameOf, genderOf)))}</p>
          </div>
        </>
      ) : null}
    </Card>
  );
}
