"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { GradeChips } from "@/components/profiles/grade-chips";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FilterPanel } from "@/components/ui/filter-panel";
import { Spinner } from "@/components/ui/spinner";
import { lastOpened, rememberLastOpened } from "@/lib/client/admin-last-opened";
import { DEFAULT_PROFILES_FILTER, profilesQuery, type ProfilesFilter } from "@/lib/client/admin-lists";
import { useEndpointMutation, useEndpointQuery } from "@/lib/client/endpoint-query";
import { nextSort, pageAfterDeletion, pageWithCursor } from "@/lib/client/paged-list";
import { EMPTY_SELECTION, selectionState, toggleAll, toggleRow } from "@/lib/client/admin-selection";
import { truncate } from "@/lib/client/text";
import { ADMIN_PROFILE_FILTERS } from "@/lib/contracts/admin";
import { Pager } from "@/components/ui/pager";
import { EmptyRow, LAST_OPENED_MARK, RowCheckbox, SelectAllCheckbox, SortTh, TableFrame, Td, Th } from "./admin-table";
import { FilterSelect, SearchField } from "./filter-controls";
import { StatusBadge, toneOf } from "./status-badge";
import { useAdminFormat } from "./use-admin-format";
import { SelectionBar } from "./selection-bar";
import { useAdminList } from "./use-admin-list";
import { AdminMessages, AdminPageHeader } from "./admin-page";
import { endpoints } from "@/lib/contracts/endpoints";


const ANY_OWNER = "";

const profilesInput = (filter: ProfilesFilter) => ({ query: profilesQuery(filter) });

/** /administrator/profiles: every profile, the administrator filter, company filter, search, pages, bulk deletion. */
export function ProfilesAdmin() {
  const t = useTranslations("admin.profiles");
  const c = useTranslations("admin.common");
  const fmt = useAdminFormat();
  const { filter, update, moveTo, onSearch, data, rows, loading, error, setError, selection, setSelection, selectable, chosen } = useAdminList(endpoints.getAdministratorProfiles, DEFAULT_PROFILES_FILTER, profilesInput);
  // Pages are read by keyset: "next" carries the cursor of the page on screen.
  const nextCursor = data && data.page === filter.page ? data.nextCursor : null;
  const setPage = (page: number) => moveTo((f) => pageWithCursor(f, page, nextCursor));
  const ownersQuery = useEndpointQuery(endpoints.getAdministratorProfileFilterOwners, {});
  const owners = ownersQuery.data ?? [];
  const deleteMany = useEndpointMutation(endpoints.deleteAdministratorProfiles, { invalidates: [endpoints.getAdministratorProfiles] });
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [remembered, setRemembered] = useState<string | null>(null);

  useEffect(() => {
    setRemembered(lastOpened("profiles"));
  }, []);

  async function confirmDelete() {
    if (!chosen.length) return;
    setNotice(null);
    const result = await deleteMany.send({ body: { ids: chosen } });
    setConfirming(false);
    if (!result.ok) return setError(result.error);
    setError(null);
    setNotice(t("deletedCount", { count: result.data.deleted }));
    setSelection(EMPTY_SELECTION);
    // Under "deleted" or "all" the rows stay listed; under other filters they leave the page.
    const leaves = filter.filter !== "all" && filter.filter !== "deleted" ? result.data.deleted : 0;
    setPage(pageAfterDeletion(filter.page, rows.length, leaves));
  }

  const ownerOptions: ReadonlyArray<readonly [string, string]> = [[ANY_OWNER, t("anyOwner")], ...owners.map((o) => [o._id, o.companyName ? `${o.companyName} (${o.email})` : o.email] as const)];

  return (
    <div className="flex flex-col gap-4">
      <AdminPageHeader title={t("title")} />
      <FilterPanel className="grid grid-cols-1 gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1.5fr)] lg:items-end" data-testid="profiles-filters">
        <div className="min-w-0 sm:col-span-2 lg:col-span-1">
          <SearchField id="profiles-search" label={t("search")} value={filter.search} onSearch={onSearch} />
        </div>
        <FilterSelect id="profiles-filter" label={t("filter")} value={filter.filter} options={ADMIN_PROFILE_FILTERS.map((f) => [f, t(`filters.${f}`)] as const)} onChange={(value) => update({ filter: value })} />
        <FilterSelect id="profiles-owner" label={t("owner")} value={filter.ownerId ?? ANY_OWNER} options={ownerOptions} onChange={(value) => update({ ownerId: value || null })} />
      </FilterPanel>
      <AdminMessages error={error ?? ownersQuery.error?.body ?? null} notice={notice} />
      {chosen.length > 0 ? (
        <SelectionBar count={chosen.length} deleteLabel={t("deleteSelected")} onDelete={() => setConfirming(true)} onClear={() => setSelection(EMPTY_SELECTION)} testId="profiles-selection" />
      ) : null}
      {!data && loading ? <Spinner /> : null}
      {data ? (
        <div className={loading ? "opacity-60 transition-opacity" : undefined} aria-busy={loading}>
          <TableFrame label={t("title")} minWidth={900} testId="profiles-table">
            <thead>
              <tr>
                <Th className="w-10">
                  <SelectAllCheckbox state={selectionState(selection, selectable)} onToggle={() => setSelection((s) => toggleAll(s, selectable))} label={c("selectAll")} disabled={selectable.length === 0} />
                </Th>
                <Th>{t("columns.name")}</Th>
                <Th>{t("columns.company")}</Th>
                <Th>{t("columns.status")}</Th>
                <Th>{t("columns.score")}</Th>
                <Th className="text-right">{t("columns.estimators")}</Th>
                <SortTh column="createdAt" label={t("columns.created")} sort={filter} onSort={(column) => update(nextSort(filter, column))} />
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? <EmptyRow colSpan={7}>{t("none")}</EmptyRow> : null}
              {rows.map((p) => {
                const name = `${p.firstName} ${p.lastName}`.trim() || "—";
                const last = p._id === remembered;
                return (
                  <tr key={p._id} className={last ? "bg-brand-50" : selection.has(p._id) ? "bg-brand-50/50" : undefined} data-last-opened={last || undefined}>
                    <Td className={last ? LAST_OPENED_MARK : undefined}>
                      <RowCheckbox checked={selection.has(p._id)} disabled={p.status === "deleted"} onToggle={() => setSelection((s) => toggleRow(s, p._id))} label={c("selectRow", { name })} />
                    </Td>
                    <Td>
                      <Link href={`/administrator/profiles/${p._id}`} className="font-medium text-brand-700 hover:underline" title={name} onClick={() => rememberLastOpened("profiles", p._id)}>
                        {truncate(name)}
                      </Link>
                      {p.position ? <span className="block text-xs text-muted" title={p.position}>{truncate(p.position)}</span> : null}
                      {last ? <span className="mt-0.5 block text-[11px] font-medium text-brand-700">{t("lastOpened")}</span> : null}
                    </Td>
                    <Td title={p.owner?.email}>{p.owner ? truncate(p.owner.companyName || p.owner.email, 24) : <span className="text-muted">{t("noOwner")}</span>}</Td>
                    <Td><StatusBadge tone={toneOf(p.status)}>{t(`statuses.${p.status}`)}</StatusBadge></Td>
                    <Td>
                      {p.finalScore && (p.finalScore.K || p.finalScore.P || p.finalScore.L) ? (
                        <span className="flex flex-wrap items-center gap-1">
                          <GradeChips grades={p.finalScore} />
                          {p.finalScoreOverride ? <span className="text-[11px] text-amber-700">{t("overridden")}</span> : null}
                        </span>
                      ) : (
                        <span className="text-muted">{t("notEstimated")}</span>
                      )}
                    </Td>
                    <Td className="text-right tabular-nums">{p.estimatorsCount}</Td>
                    <Td className="whitespace-nowrap">{fmt.date(p.createdAt)}</Td>
                  </tr>
                );
              })}
            </tbody>
          </TableFrame>
        </div>
      ) : null}
      {data ? <Pager page={filter.page} total={data.total} pageSize={data.pageSize} onPage={setPage} summary={<span className="text-muted" data-testid="admin-total">{c("total", { count: data.total })}</span>} /> : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("deleteTitle", { count: chosen.length })}
        text={t("deleteText")}
        confirmLabel={c("delete")}
        busy={deleteMany.pending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
