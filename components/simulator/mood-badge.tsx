"use client";

import { useTranslations } from "next-intl";
import type { Mood } from "@/lib/engine/index";
import { cn } from "@/components/ui/cn";

/** One colour per mood band (spec part 1 section 3), from depressed to excellent. */
export const MOOD_TONE: Record<Mood, string> = {
  DEPRESSED: "bg-red-100 text-red-800 ring-red-200",
  BAD: "bg-orange-100 text-orange-800 ring-orange-200",
  ANXIOUS: "bg-amber-100 text-amber-900 ring-amber-200",
  GOOD: "bg-emerald-100 text-emerald-800 ring-emerald-200",
  EXCELLENT: "bg-green-200 text-green-900 ring-green-300",
  UNCLEAR: "bg-slate-100 text-slate-600 ring-slate-200",
};

export const MOOD_BAR: Record<Mood, string> = {
  DEPRESSED: "bg-red-500",
  BAD: "bg-orange-500",
  ANXIOUS: "bg-amber-400",
  GOOD: "bg-emerald-500",
  EXCELLENT: "bg-green-600",
  UNCLEAR: "bg-slate-300",
};

export function MoodBadge({ mood, className }: { mood: Mood; className?: string }) {
  const t = useTranslations("scene.moods");
  return <span className={cn("inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1", MOOD_TONE[mood], className)}>{t(mood)}</span>;
}
