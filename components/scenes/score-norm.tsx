"use client";

import { History, Info } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { REFERENCE_SIZES } from "@/lib/client/score-reading";
import type { ScoreNorm } from "@/lib/engine/index";

/** Which reference population a score is read against (names the comparison in words). */
export type NormSubject = "pair" | "team" | "manager" | "member";

/** The same band colours as the love screens' dimension cards. */
export const BAND_STYLE = {
  low: "bg-amber-100 text-amber-900",
  typical: "bg-slate-100 text-ink",
  high: "bg-emerald-100 text-emerald-900",
} as const;

/** The dot before a sentence: strong enough to tell the bands apart at a glance. */
const BAND_DOT = { low: "bg-amber-500", typical: "bg-slate-400", high: "bg-emerald-500" } as const;

/**
 * A company score in words: "High for a pair of specialists: higher than 82 % of pairs"; with a
 * label (a card that shows several values), "Condition — typical for a team member: ...".
 * Scores without a norm (results stored by an earlier engine) show nothing rather than a guess.
 */
export function NormSentence({ norm, subject, label, size = "xs", className }: { norm: ScoreNorm | null | undefined; subject: NormSubject; label?: string; size?: "xs" | "sm"; className?: string }) {
  const t = useTranslations("norms");
  if (!norm) return null;
  const band = label ? t(`bandInline.${norm.band}`) : t(`band.${norm.band}`);
  const text = t(`sentence.${subject}`, { band, percentile: norm.percentile, share: norm.percentile / 100 });
  return (
    <p className={cn("text-muted", size === "sm" ? "text-sm" : "text-xs", className)} data-testid="norm-sentence" data-band={norm.band}>
      <span className={cn("mr-1.5 inline-block size-2 rounded-full align-middle", BAND_DOT[norm.band])} aria-hidden />
      {label ? t("labeled", { label, text }) : text}
    </p>
  );
}

/** What counts as high among reference pairs or teams, said once per screen, with a link to the FAQ's longer answer. */
export function NormsExplainer({ population, className }: { population: "pair" | "team"; className?: string }) {
  const t = useTranslations("norms");
  return (
    <p className={cn("flex gap-1.5 text-xs text-muted", className)} data-testid="norms-explainer">
      <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden />
      <span>
        {t(`explain.${population}`, REFERENCE_SIZES)}{" "}
        <Link href="/faq#bands" className="text-brand-700 underline-offset-2 hover:underline" target="_blank">{t("explainLink")}</Link>
      </span>
    </p>
  );
}

/** A stored result computed by an earlier engine version: say so and offer to run it again. */
export function EarlierModelNote({ text, onRerun, rerunning }: { text?: string; onRerun?: () => void; rerunning?: boolean }) {
  const t = useTranslations("norms");
  return (
    <aside className="flex flex-wrap items-center gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" data-testid="earlier-model-note" role="note">
      <History className="size-4 shrink-0" aria-hidden />
      <span className="min-w-0 flex-1">{text ?? t("earlierModel")}</span>
      {onRerun ? (
        <Button type="button" variant="secondary" size="sm" onClick={onRerun} busy={rerunning}>
          {t("rerun")}
        </Button>
      ) : null}
    </aside>
  );
}
