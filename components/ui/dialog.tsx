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
  className?: string;
}

export function Dialog({ open, onOpenChange, title, description, children, closeLabel, className }: DialogProps) {
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-[1px]" />
        <D.Content
          className={cn(
            "fixed inset-x-3 top-[8vh] z-50 mx-auto max-h-[84vh] max-w-lg overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none",
            className,
          )}
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
