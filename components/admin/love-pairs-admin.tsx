"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Pager } from "@/components/ui/pager";
import { cursorOfPage, pageWithCursor } from "@/lib/client/paged-list";
import { Spinner } from "@/components/ui/spinner";
import { queryErrorBody, useEndpointMutation, useEndpointQuery } from "@/lib/client/endpoint-query";
import { truncate } from "@/lib/client/text";
import type { ErrorBody } from "@/lib/contracts/errors";
import { endpoints } from "@/lib/contracts/endpoints";
import { AdminMessages } from "./admin-page";
import { EmptyRow, TableFrame, Td, Th } from "./admin-table";
import { UnlockCells } from "./unlock-cells";
import { useAdminFormat } from "./use-admin-format";

/** Love-mobile accounts' checked pairs and the unlock of a pair's full reading and report. */
export function LovePairsAdmin() {
  const t = useTranslations("admin.lovePairs");
  const r = useTranslations("admin.coupleResults");
  const c = useTranslations("admin.common");
  const fmt = useAdminFormat();
  // Pages are read by keyset: "next" records the cursor of the page on screen (pageWithCursor).
  const [paging, setPaging] = useState({ page: 1, search: "", cursors: [] as string[] });
  const page = paging.page;
  const cursor = cursorOfPage(paging);
  const query = useEndpointQuery(endpoints.getAdministratorLovePairs, { query: { page, ...(cursor ? { cursor } : {}) } });
  const unlock = useEndpointMutation(endpoints.postAdministratorLovePairsUnlock, { invalidates: [endpoints.getAdministratorLovePairs] });
  const [actionError, setError] = useState<ErrorBody | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = query.data ?? null;
  const nextCursor = list && list.page === page ? list.nextCursor : null;
  const setPage = (to: number) => setPaging((p) => pageWithCursor(p, to, nextCursor));

  async function open(item: NonNullable<typeof list>["items"][number]) {
    setNotice(null);
    const result = await unlock.send({ body: { ownerId: item.ownerId, id1: item.profileIds[0], id2: item.profileIds[1] } });
    if (!result.ok) return setError(result.error);
    setError(null);
    setNotice(r("unlocked", { title: item.title }));
  }

  return (
    <section className="flex flex-col gap-3" aria-labelledby="love-pairs-title">
      <h2 id="love-pairs-title" className="text-lg font-semibold text-ink">{t("title")}</h2>
      <p className="text-sm text-muted">{t("intro")}</p>
      <AdminMessages error={actionError ?? queryErrorBody(query)} notice={notice} />
      {!list && !query.error ? <Spinner /> : null}
      {list ? (
        <>
          <TableFrame label={t("title")} minWidth={760} testId="love-pairs-table">
            <thead>
              <tr>
                <Th>{r("columns.couple")}</Th>
                <Th>{t("account")}</Th>
                <Th>{t("lastRun")}</Th>
                <Th>{r("columns.access")}</Th>
                <Th className="text-right" stickyEnd>{c("actions")}</Th>
              </tr>
            </thead>
            <tbody>
              {list.items.length === 0 ? <EmptyRow colSpan={5}>{t("none")}</EmptyRow> : null}
              {list.items.map((item) => (
                <tr key={`${item.ownerId}-${item.profileIds.join("-")}`}>
                  <Td className="font-medium">{item.title}</Td>
                  <Td title={item.ownerEmail}>{truncate(item.ownerEmail, 32)}</Td>
                  <Td className="whitespace-nowrap">{item.lastRunAt ? fmt.date(item.lastRunAt) : "—"}</Td>
                  <UnlockCells unlockedAt={item.unlockedAt} onUnlock={() => void open(item)} busy={unlock.pending} />
                </tr>
              ))}
            </tbody>
          </TableFrame>
          <Pager page={page} total={list.total} pageSize={list.pageSize} onPage={setPage} />
        </>
      ) : null}
    </section>
  );
}
