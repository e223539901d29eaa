"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { pageCount } from "@/lib/client/paged-list";
import { Button } from "./button";

/**
 * The pager of every paged list: a summary (the list's total) and, when there is more than
 * one page, previous / next around "page N of M".
 */
export function Pager({ page, total, pageSize, onPage, summary }: { page: number; total: number; pageSize: number; onPage: (page: number) => void; summary?: ReactNode }) {
  const t = useTranslations("common.pager");
  const pages = pageCount(total, pageSize);
  if (pages <= 1 && !summary) return null;
  return (
    <nav className="flex flex-wrap items-center justify-between gap-3 text-sm" aria-label={t("pagination")}>
      {summary ?? <span />}
      {pages > 1 ? (
        <span className="flex items-center gap-2">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft className="size-4" aria-hidden />
            {t("previous")}
          </Button>
          <span className="text-muted" aria-current="page">{t("pageOf", { page, pages })}</span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t("next")}
            <ChevronRight className="size-4" aria-hidden />
          </Button>
        </span>
      ) : null}
    </nav>
  );
}
