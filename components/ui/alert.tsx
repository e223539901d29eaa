import { clsx } from "clsx";
import type { ReactNode } from "react";

export const ALERT_TONES = {
  info: "border-brand-200 bg-brand-50 text-brand-900",
  success: "border-emerald-200 bg-emerald-50 text-emerald-900",
  warning: "border-amber-200 bg-amber-50 text-amber-900",
  error: "border-red-200 bg-red-50 text-red-900",
} as const;

export const ALERT_CLASSES = "rounded-xl border px-4 py-3 text-sm";

/** `className` is layout only (margin, width, flex): joined, not merged, see input.tsx. */
export function Alert({ tone = "info", title, children, className }: { tone?: keyof typeof ALERT_TONES; title?: ReactNode; children?: ReactNode; className?: string }) {
  return (
    <div role={tone === "error" ? "alert" : "status"} className={clsx(ALERT_CLASSES, ALERT_TONES[tone], className)}>
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <div className={title ? "mt-1" : undefined}>{children}</div> : null}
    </div>
  );
}
