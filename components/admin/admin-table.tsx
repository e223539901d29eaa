"use client";

import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useEffect, useRef, type ReactNode, type ThHTMLAttributes, type TdHTMLAttributes } from "react";
import { cn } from "@/components/ui/cn";
import { ariaSort, type SortOrder } from "@/lib/client/paged-list";
import { PlainButton } from "@/components/ui/plain-button";

/**
 * A table that keeps its columns at a phone width: the frame scrolls sideways (and is a
 * focusable, labelled region so a keyboard can scroll it too).
 */
export function TableFrame({ label, minWidth = 760, children, testId }: { label: string; minWidth?: number; children: ReactNode; testId?: string }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto rounded-2xl border border-line bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200">
      <table className="w-full border-collapse text-left text-sm" style={{ minWidth }} data-testid={testId}>
        {children}
      </table>
    </div>
  );
}

/** The first cell of the last opened row: an accent bar at the row's start. */
export const LAST_OPENED_MARK = "shadow-[inset_3px_0_0_var(--color-brand-600)]";

/** The row actions stay in view at the right edge while the table scrolls sideways. */
const STICKY_END = "sticky right-0 shadow-[-6px_0_6px_-6px_rgba(15,23,42,0.18)]";

export function Th({ className, stickyEnd, ...props }: ThHTMLAttributes<HTMLTableCellElement> & { stickyEnd?: boolean }) {
  return <th scope="col" className={cn("border-b border-line bg-slate-50 px-3 py-2.5 text-xs font-semibold uppercase tracking-wide text-muted", stickyEnd && STICKY_END, className)} {...props} />;
}

/** A cell; `muted` for secondary data (ids, notes, sources). */
export function Td({ className, stickyEnd, muted, ...props }: TdHTMLAttributes<HTMLTableCellElement> & { stickyEnd?: boolean; muted?: boolean }) {
  return <td className={cn("border-b border-line px-3 py-2.5 align-middle", muted ? "text-muted" : "text-ink", stickyEnd && `${STICKY_END} bg-white`, className)} {...props} />;
}

/** A column header that sorts the rows; aria-sort says how they are sorted now. */
export function SortTh<C extends string>({ column, label, sort, onSort, className }: { column: C; label: string; sort: { sortBy: string; sortOrder: SortOrder }; onSort: (column: C) => void; className?: string }) {
  const state = ariaSort(sort, column);
  const Icon = state === "ascending" ? ArrowUp : state === "descending" ? ArrowDown : ArrowUpDown;
  return (
    <Th aria-sort={state} className={className}>
      <PlainButton type="button" className="inline-flex items-center gap-1 text-left uppercase hover:text-ink" onClick={() => onSort(column)}>
        {label}
        <Icon className={cn("size-3.5", state === "none" ? "opacity-40" : "")} aria-hidden />
      </PlainButton>
    </Th>
  );
}

/** The header checkbox; shows indeterminate when some rows are selected. */
export function SelectAllCheckbox({ state, onToggle, label, disabled }: { state: "none" | "some" | "all"; onToggle: () => void; label: string; disabled?: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === "some";
  }, [state]);
  return <input ref={ref} type="checkbox" className="size-4 accent-brand-600" aria-label={label} checked={state === "all"} disabled={disabled} onChange={onToggle} />;
}

export function RowCheckbox({ checked, onToggle, label, disabled }: { checked: boolean; onToggle: () => void; label: string; disabled?: boolean }) {
  return <input type="checkbox" className="size-4 accent-brand-600" aria-label={label} checked={checked} disabled={disabled} onChange={onToggle} />;
}

/** An icon button for a row action; the label is read out and shown as a tooltip. */
export function RowAction({ label, onClick, children, tone = "default", disabled, busy }: { label: string; onClick: () => void; children: ReactNode; tone?: "default" | "danger"; disabled?: boolean; busy?: boolean }) {
  return (
    <PlainButton
      type="button"
      title={label}
      aria-label={label}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      onClick={onClick}
      className={cn(
        "inline-flex size-8 items-center justify-center rounded-lg text-muted disabled:cursor-not-allowed disabled:opacity-40",
        tone === "danger" ? "hover:bg-red-50 hover:text-red-600" : "hover:bg-slate-100 hover:text-ink",
      )}
    >
      {busy ? <span className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden /> : children}
    </PlainButton>
  );
}

/** A row of the table that says there is nothing to show. */
export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-3 py-8 text-center text-sm text-muted">
        {children}
      </td>
    </tr>
  );
}
