"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { pageCount } from "@/lib/client/admin-lists";

/** Previous / next with "page N of M" and the total; hidden parts when there is one page. */
export function Pager({ page, total, pageSize, onPage }: { page: number; total: number; pageSize: number; onPage: (page: number) => void }) {
  const t = useTranslations("admin.common");
  const pages = pageCount(total, pageSize);
  return (
    <nav className="flex flex-wrap items-center justify-between gap-3 text-sm" aria-label={t("pagination")}>
      <span className="text-muted" data-testid="admin-total">{t("total", { count: total })}</span>
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
