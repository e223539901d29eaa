"use client";

import { Check } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";
import type { ToneClasses } from "./tone";
import { PlainButton } from "@/components/ui/plain-button";

export interface StepIndicatorProps {
  /** Step titles in the current language; the preview follows them. */
  readonly titles: readonly string[];
  /** Index of the step shown; `titles.length` is the preview. */
  readonly current: number;
  /** The answered share (0..1) of the current step's questions, so the bar moves within a step. */
  readonly stepShare?: number;
  /** The furthest step that may be opened (earlier steps are complete). */
  readonly reachable: number;
  readonly tone: ToneClasses;
  readonly onSelect: (step: number) => void;
}

/** "Step 2 of 4", a progress bar, and numbered buttons to return to completed steps. */
export function StepIndicator({ titles, current, stepShare = 0, reachable, tone, onSelect }: StepIndicatorProps) {
  const t = useTranslations("questionnaireForm");
  const total = titles.length;
  const onPreview = current >= total;
  const items = [...titles, t("previewStep")];
  const within = current < total ? Math.min(1, Math.max(0, stepShare)) : 0;
  const progress = Math.round(((Math.min(current, total) + within) / total) * 100);

  return (
    <nav aria-label={t("stepsLabel")} className="flex flex-col gap-3">
      <p className="text-sm text-muted">
        {onPreview ? (
          <span className="font-medium text-ink">{t("previewStep")}</span>
        ) : (
          <>
            {t("stepOf", { current: current + 1, total })}
            <span aria-hidden> · </span>
            <span className="font-medium text-ink">{titles[current]}</span>
          </>
        )}
      </p>
      <div className="h-1.5 overflow-hidden rounded-full bg-slate-100" role="progressbar" aria-label={t("progressLabel")} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
        <div className={cn("h-full rounded-full transition-[width]", tone.bar)} style={{ width: `${progress}%` }} />
      </div>
      <ol className="flex flex-wrap gap-1.5">
        {items.map((title, index) => {
          const isCurrent = index === current;
          const done = index < reachable && index !== current && index < total;
          const open = index !== current && index <= reachable;
          return (
            <li key={index}>
              <PlainButton
                type="button"
                onClick={() => onSelect(index)}
                disabled={!open}
                aria-current={isCurrent ? "step" : undefined}
                className={cn(
                  "flex h-8 items-center gap-2 rounded-full border border-line bg-white pl-1 text-xs font-medium transition-colors",
                  open && "hover:bg-slate-50",
                  !open && !isCurrent && "cursor-default opacity-60",
                  isCurrent ? "pr-3 text-ink" : "pr-1 text-muted sm:pr-3",
                )}
              >
                <span
                  className={cn(
                    "flex size-6 shrink-0 items-center justify-center rounded-full border text-[11px]",
                    isCurrent ? tone.stepCurrent : done ? tone.stepDone : "border-line",
                  )}
                  aria-hidden
                >
                  {done ? <Check className="size-3.5" /> : index + 1}
                </span>
                <span className={cn(isCurrent ? "inline" : "sr-only sm:not-sr-only")}>{title}</span>
                {done ? <span className="sr-only">{t("stepDone")}</span> : null}
              </PlainButton>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
