"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Pager } from "@/components/ui/pager";
import { cursorOfPage, pageWithCursor } from "@/lib/client/paged-list";
import { FilterPanel } from "@/components/ui/filter-panel";
import { Spinner } from "@/components/ui/spinner";
import { queryErrorBody, useEndpointMutation, useEndpointQuery } from "@/lib/client/endpoint-query";
import type { ErrorBody } from "@/lib/contracts/errors";
import { endpoints } from "@/lib/contracts/endpoints";
import { AdminMessages, AdminPageHeader } from "./admin-page";
import { EmptyRow, TableFrame, Td, Th } from "./admin-table";
import { FilterSelect } from "./filter-controls";
import { UnlockCells } from "./unlock-cells";
import { useAdminFormat } from "./use-admin-format";

type Filter = "all" | "locked" | "unlocked";

/**
 * /administrator/consumer-results: consumers' couple results (first names only) and the
 * unlock action that opens a pair's full reading and report until card payments exist.
 */
export function CoupleResultsAdmin() {
  const t = useTranslations("admin.coupleResults");
  const c = useTranslations("admin.common");
  const fmt = useAdminFormat();
  // Pages are read by keyset: "next" records the cursor of the page on screen (pageWithCursor).
  const [paging, setPaging] = useState({ page: 1, search: "", cursors: [] as string[] });
  const [filter, setFilter] = useState<Filter>("all");
  const page = paging.page;
  const cursor = cursorOfPage(paging);
  const query = useEndpointQuery(endpoints.getAdministratorCompatibility, { query: { page, unlocked: filter, ...(cursor ? { cursor } : {}) } });
  const unlock = useEndpointMutation(endpoints.postAdministratorCompatibilityUnlockById, { invalidates: [endpoints.getAdministratorCompatibility] });
  const [actionError, setError] = useState<ErrorBody | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = query.data ?? null;
  const nextCursor = list && list.page === page ? list.nextCursor : null;
  const setPage = (to: number) => setPaging((p) => pageWithCursor(p, to, nextCursor));

  async function open(id: string, title: string) {
    setNotice(null);
    const result = await unlock.send({ params: { id } });
    if (!result.ok) return setError(result.error);
    setError(null);
    setNotice(t("unlocked", { title }));
  }

  return (
    <div className="flex flex-col gap-4">
      <AdminPageHeader title={t("title")} />
      <p className="text-sm text-muted">{t("intro")}</p>
      <FilterPanel className="flex flex-wrap gap-3">
        <FilterSelect<Filter> id="unlock-filter" label={t("filter")} value={filter} options={(["all", "locked", "unlocked"] as const).map((f) => [f, t(`filters.${f}`)] as const)} onChange={(v) => { setFilter(v); setPaging({ page: 1, search: "", cursors: [] }); }} />
      </FilterPanel>
      <AdminMessages error={actionError ?? queryErrorBody(query)} notice={notice} />
      {!list && !query.error ? <Spinner /> : null}
      {list ? (
        <>
          <TableFrame label={t("title")} minWidth={760} testId="couple-results-table">
            <thead>
              <tr>
                <Th>{t("columns.couple")}</Th>
                <Th>{t("columns.product")}</Th>
                <Th>{t("columns.status")}</Th>
                <Th>{t("columns.created")}</Th>
                <Th>{t("columns.access")}</Th>
                <Th className="text-right" stickyEnd>{c("actions")}</Th>
              </tr>
            </thead>
            <tbody>
              {list.items.length === 0 ? <EmptyRow colSpan={6}>{t("none")}</EmptyRow> : null}
              {list.items.map((r) => (
                <tr key={r._id}>
                  <Td className="font-medium">{r.title}</Td>
                  <Td>{t(`products.${r.product}`)}{r.saved ? ` · ${t("saved")}` : ""}</Td>
                  <Td>{t(`statuses.${r.status}`)}</Td>
                  <Td className="whitespace-nowrap">{fmt.date(r.createdAt)}</Td>
                  <UnlockCells unlockedAt={r.unlockedAt} onUnlock={() => void open(r._id, r.title)} busy={unlock.pending} />
                </tr>
              ))}
            </tbody>
          </TableFrame>
          <Pager page={page} total={list.total} pageSize={list.pageSize} onPage={setPage} />
        </>
      ) : null}
    </div>
  );
}
