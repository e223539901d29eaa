// The button's classes. No tailwind-merge anywhere a button renders: a caller's className
// is joined to these and adds layout only (margin, self-alignment, width); colours come
// from the variant and heights from the size (components/ui/class-conflicts.test.ts).
const BASE = "inline-flex items-center justify-center rounded-lg font-medium transition-colors disabled:cursor-not-allowed";

export const VARIANTS = {
  primary: "bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-200",
  secondary: "bg-white text-ink border border-line hover:bg-slate-50 disabled:text-muted",
  ghost: "bg-transparent text-ink hover:bg-slate-100 disabled:text-muted",
  /** A quiet destructive action (delete, remove) beside ghost buttons. */
  dangerGhost: "bg-transparent text-red-700 hover:bg-red-50 disabled:text-muted",
  danger: "bg-red-600 text-white hover:bg-red-700 disabled:bg-red-200",
  love: "bg-love-600 text-white hover:bg-love-500 disabled:bg-rose-200",
} as const;

export const SIZES = {
  sm: "h-8 gap-2 px-3 text-sm",
  md: "h-10 gap-2 px-4 text-sm",
  lg: "h-12 gap-2 px-6 text-base",
  /** As lg, but grows with a label that wraps (a price sentence on a phone). */
  wrap: "min-h-12 gap-2 px-6 py-2 text-center text-base",
  /** A full-width choice with a title line and a hint line beneath it. */
  choice: "min-h-12 w-full flex-col gap-0.5 px-6 py-3 text-base",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

/** The classes of a button of this variant and size (no caller classes to merge). */
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md"): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]}`;
}
