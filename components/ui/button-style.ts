// The button's classes without tailwind-merge: a client island that needs only a plain
// button (the cookie notice) uses these and does not load the merge library.
const BASE = "inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:cursor-not-allowed";

export const VARIANTS = {
  primary: "bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-200",
  secondary: "bg-white text-ink border border-line hover:bg-slate-50 disabled:text-muted",
  ghost: "bg-transparent text-ink hover:bg-slate-100 disabled:text-muted",
  danger: "bg-red-600 text-white hover:bg-red-700 disabled:bg-red-200",
  love: "bg-love-600 text-white hover:bg-love-500 disabled:bg-rose-200",
} as const;

export const SIZES = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

/** The classes of a button of this variant and size (no caller classes to merge). */
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md"): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]}`;
}
