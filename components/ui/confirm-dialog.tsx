"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "./button";
import { Dialog } from "./dialog";

/** A yes/no question; Cancel (or closing) keeps everything as it was. */
export function ConfirmDialog({ open, onOpenChange, title, text, confirmLabel, onConfirm, busy, tone = "danger" }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  text?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  tone?: "danger" | "primary";
}) {
  const common = useTranslations("common");
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={text} closeLabel={common("close")}>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>{common("cancel")}</Button>
        <Button variant={tone} busy={busy} onClick={onConfirm}>{confirmLabel}</Button>
      </div>
    </Dialog>
  );
}
