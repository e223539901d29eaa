"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

const MESSAGE_KEYS = ["m1", "m2", "m3", "m4", "m5"] as const;

/** Covers the page while something long runs, rotating reassuring messages every few seconds. */
export function FullScreenLoader({ progress, stage }: { progress?: number; stage?: string }) {
  const t = useTranslations("loader.messages");
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % MESSAGE_KEYS.length), 2500);
    return () => clearInterval(timer);
  }, []);
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-5 bg-white/95 px-6 text-center">
      <span className="size-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" aria-hidden />
      {stage ? <p className="text-sm font-semibold text-brand-700">{stage}</p> : null}
      <p className="max-w-sm text-base text-ink" data-testid="loader-message">{t(MESSAGE_KEYS[index]!)}</p>
      {progress !== undefined ? (
        <div className="h-2 w-64 overflow-hidden rounded-full bg-slate-100" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress)}>
          <div className="h-full bg-brand-600 transition-all" style={{ width: `${Math.max(0, Math.min(100, progress))}%` }} />
        </div>
      ) : null}
    </div>
  );
}
