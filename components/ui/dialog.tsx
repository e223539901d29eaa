"use client";

import { Dialog as D } from "radix-ui";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "./cn";

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  closeLabel: string;
  /** md (the default) for a short form; wide for a long form or a list; full for a table of plans. */
  size?: keyof typeof DIALOG_WIDTHS;
}

const DIALOG_WIDTHS = { md: "max-w-lg", wide: "max-w-2xl", full: "max-w-6xl" } as const;

export function Dialog({ open, onOpenChange, title, description, children, closeLabel, size = "md" }: DialogProps) {
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-[1px]" />
        <D.Content
          className={cn("fixed inset-x-3 top-[8vh] z-50 mx-auto max-h-[84vh] overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none", DIALOG_WIDTHS[size])}
        >
          <div className="flex items-start justify-between gap-4">
            <D.Title className="text-lg font-semibold text-ink">{title}</D.Title>
            <D.Close aria-label={closeLabel} className="rounded-md p-1 text-muted hover:bg-slate-100">
              <X className="size-5" aria-hidden />
            </D.Close>
          </div>
          {description ? <D.Description className="mt-1 text-sm text-muted">{description}</D.Description> : <D.Description className="sr-only">{title}</D.Description>}
          <div className="mt-4">{children}</div>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
