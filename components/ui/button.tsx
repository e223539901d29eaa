"use client";

import { Slot } from "radix-ui";
import type { ButtonHTMLAttributes } from "react";
import { cn } from "./cn";
import { useHydrated } from "./use-hydrated";

const VARIANTS = {
  primary: "bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-200",
  secondary: "bg-white text-ink border border-line hover:bg-slate-50 disabled:text-muted",
  ghost: "bg-transparent text-ink hover:bg-slate-100 disabled:text-muted",
  danger: "bg-red-600 text-white hover:bg-red-700 disabled:bg-red-200",
  love: "bg-love-600 text-white hover:bg-love-500 disabled:bg-rose-200",
} as const;

const SIZES = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Render the child element (a link) with button styles. */
  asChild?: boolean;
  busy?: boolean;
}

export function Button({ variant = "primary", size = "md", asChild, busy, className, disabled, children, ...props }: ButtonProps) {
  // A button works through a React handler (or a form whose onSubmit React handles): it is
  // disabled until hydration so an early tap is not lost (a link, `asChild`, works before).
  const hydrated = useHydrated();
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      className={cn(
        "inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:cursor-not-allowed",
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      disabled={asChild ? undefined : disabled || busy || !hydrated}
      aria-busy={busy || undefined}
      {...props}
    >
      {asChild ? children : (
        <>
          {busy ? <span className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden /> : null}
          {children}
        </>
      )}
    </Component>
  );
}
