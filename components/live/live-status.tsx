"use client";

import { useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";
import { useLive } from "./live-provider";

/** A small dot and word telling whether results stream in live. */
export function LiveStatusBadge({ className }: { className?: string }) {
  const t = useTranslations("scene.liveStatus");
  const { status } = useLive();
  return (
    <span className={cn("inline-flex items-center gap-1.5 text-xs text-muted", className)} data-testid="live-status" data-status={status}>
      <span className={cn("size-2 rounded-full", status === "OPEN" ? "bg-emerald-500" : status === "CLOSED" ? "bg-slate-300" : "bg-amber-400")} aria-hidden />
      {t(status)}
    </span>
  );
}
