import { clsx } from "clsx";
import type { ReactNode } from "react";

export interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Layout only (margin, grid placement): joined, not merged, see input.tsx. */
  className?: string;
  children: ReactNode;
}

export const FIELD_CLASSES = "flex flex-col gap-1.5";

/** A label, a control and its translated error, wired together for screen readers. */
export function Field({ id, label, error, hint, className, children }: FieldProps) {
  return (
    <div className={clsx(FIELD_CLASSES, className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {hint && !error ? <p className="text-xs text-muted">{hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
