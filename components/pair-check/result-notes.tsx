"use client";

import { Info } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { Confidence } from "@/lib/engine/index";

/** The confidence of a result, the honesty note and what the model did not know. */
export function ResultNotes({ confidence, missing, extra }: { confidence?: Confidence; missing?: string | null; extra?: string | null }) {
  const scene = useTranslations("scene");
  return (
    <aside className="flex gap-2 rounded-xl border border-line bg-slate-50 p-3 text-xs text-muted" data-testid="result-notes">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="flex flex-col gap-1">
        <p>
          {confidence ? <span className="font-semibold text-ink">{scene(`confidence.${confidence}`)}. </span> : null}
          {scene("honesty")}
        </p>
        {missing ? <p>{missing}</p> : null}
        {extra ? <p>{extra}</p> : null}
      </div>
    </aside>
  );
}

/** A 0..100 value as a labelled bar. */
export function ValueBar({ label, value }: { label: ReactNode; value: number }) {
  const width = Math.max(0, Math.min(100, value));
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-ink">{label}</span>
        <span className="font-semibold tabular-nums text-ink">{Math.round(value)}</span>
      </div>
      <div className="h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden>
        <div className="h-full rounded-full bg-brand-500" style={{ width: `${width}%` }} />
      </div>
    </div>
  );
}
