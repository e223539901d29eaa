"use client";

import { Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** The bar over a list while rows are ticked: how many, delete them, or clear the selection. */
export function SelectionBar({ count, deleteLabel, onDelete, onClear, testId }: { count: number; deleteLabel: string; onDelete: () => void; onClear: () => void; testId: string }) {
  const c = useTranslations("admin.common");
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-2 text-sm" data-testid={testId}>
      <span className="text-brand-900">{c("selected", { count })}</span>
      <Button size="sm" variant="danger" onClick={onDelete}>
        <Trash2 className="size-4" aria-hidden />
        {deleteLabel}
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear}>{c("clearSelection")}</Button>
    </div>
  );
}
