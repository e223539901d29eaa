import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";

const TONES = {
  green: "bg-emerald-50 text-emerald-700",
  blue: "bg-brand-50 text-brand-700",
  amber: "bg-amber-50 text-amber-800",
  red: "bg-red-50 text-red-700",
  grey: "bg-slate-100 text-muted",
} as const;

export type BadgeTone = keyof typeof TONES;

export function StatusBadge({ tone, children, testId }: { tone: BadgeTone; children: ReactNode; testId?: string }) {
  return (
    <span className={cn("inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium", TONES[tone])} data-testid={testId}>
      {children}
    </span>
  );
}

/** The colour of each status the administrator screens show. */
export const STATUS_TONES: Record<string, BadgeTone> = {
  verified: "green",
  unverified: "amber",
  blocked: "red",
  deleted: "grey",
  active: "green",
  disabled: "grey",
  empty: "grey",
  completed: "blue",
  approved: "green",
  estimated: "blue",
  skipped: "amber",
  suspicious: "red",
  created: "blue",
  computed: "green",
  inactive: "grey",
};

export const toneOf = (status: string): BadgeTone => STATUS_TONES[status] ?? "grey";
