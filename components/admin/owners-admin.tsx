"use client";

import { Mail, Pencil, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FilterPanel } from "@/components/ui/filter-panel";
import { Spinner } from "@/components/ui/spinner";
import { DEFAULT_OWNERS_FILTER, ownersQuery, type OwnersFilter } from "@/lib/client/admin-lists";
import { useEndpointMutation } from "@/lib/client/endpoint-query";
import { nextSort, pageAfterDeletion, pageWithCursor } from "@/lib/client/paged-list";
import { EMPTY_SELECTION, selectionState, toggleAll, toggleRow } from "@/lib/client/admin-selection";
import { truncate } from "@/lib/client/text";
import type { AdminOwnerItemDto } from "@/lib/contracts/admin";
import { Pager } from "@/components/ui/pager";
import { EmptyRow, RowAction, RowCheckbox, SelectAllCheckbox, SortTh, TableFrame, Td, Th } from "./admin-table";
import { FilterSelect, SearchField } from "./filter-controls";
import { OwnerDialog, type OwnerDialogState } from "./owner-dialog";
import { StatusBadge, toneOf } from "./status-badge";
import { useAdminFormat } from "./use-admin-format";
import { SelectionBar } from "./selection-bar";
import { useAdminList } from "./use-admin-list";
import { AdminMessages, AdminPageHeader } from "./admin-page";
import { endpoints } from "@/lib/contracts/endpoints";

const STATUS_FILTERS = ["all", "unverified", "verified", "blocked", "deleted"] as const;
const PRODUCT_FILTERS = ["enterprise", "love"] as const;
const SUBSCRIBE_FILTERS = ["all", "none", "paid"] as const;

const ownersInput = (filter: OwnersFilter) => ({ query: ownersQuery(filter) });
const invalidates = [endpoints.getAdministratorOwners];

/** /administrator/owners: companies with search, filters, sorting, pages, create, edit, sign-in links and deletion. */
export function OwnersAdmin() {
  const t = useTranslations("admin.owners");
  const c = useTranslations("admin.common");
  const fmt = useAdminFormat();
  const { filter, update, moveTo, onSearch, data, rows, loading, error, setError, selection, setSelection, selectable, chosen } = useAdminList(endpoints.getAdministratorOwners, DEFAULT_OWNERS_FILTER, ownersInput);
  // Pages are read by keyset: "next" carries the cursor of the page on screen.
  const nextCursor = data && data.page === filter.page ? data.nextCursor : null;
  const setPage = (page: number) => moveTo((f) => pageWithCursor(f, page, nextCursor));
  const loginLink = useEndpointMutation(endpoints.postAdministratorByTargetByIdMailLoginLink);
  const deleteOne = useEndpointMutation(endpoints.deleteAdministratorOwnersById, { invalidates });
  const deleteMany = useEndpointMutation(endpoints.deleteAdministratorOwners, { invalidates });
  const [notice, setNotice] = useState<string | null>(null);
  const [dialog, setDialog] = useState<OwnerDialogState | null>(null);
  const [deleting, setDeleting] = useState<AdminOwnerItemDto[] | null>(null);
  const [sendingTo, setSendingTo] = useState<string | null>(null);

  const onSort = (column: OwnersFilter["sortBy"]) => update(nextSort(filter, column, column === "email" ? "asc" : "desc"));

  async function sendLink(owner: AdminOwnerItemDto) {
    setSendingTo(owner._id);
    setNotice(null);
    const result = await loginLink.send({ params: { target: "owners", id: owner._id } });
    setSendingTo(null);
    if (!result.ok) return setError(result.error);
    setError(null);
    setNotice(t("linkSentTo", { email: owner.email }));
  }

  async function confirmDelete() {
    if (!deleting || !data) return;
    setNotice(null);
    const ids = deleting.map((o) => o._id);
    const result = ids.length === 1 ? await deleteOne.send({ params: { id: ids[0]! } }) : await deleteMany.send({ body: { ids } });
    setDeleting(null);
    if (!result.ok) return setError(result.error);
    const count = "deleted" in result.data ? result.data.deleted : 1;
    setError(null);
    setNotice(t("deletedCount", { count }));
    setSelection(EMPTY_SELECTION);
    setPage(pageAfterDeletion(filter.page, rows.length, filter.statusFilter === "deleted" ? 0 : count));
  }

  function saved(_owner: AdminOwnerItemDto, message: string) {
    setDialog(null);
    setError(null);
    setNotice(message);
  }

  return (
    <div className="flex flex-col gap-4">
      <AdminPageHeader title={t("title")} create={{ label: t("create"), onClick: () => setDialog({ mode: "create" }) }} />
      <FilterPanel className="grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr] lg:items-end">
        <div className="sm:col-span-2 lg:col-span-1">
          <SearchField id="owners-search" label={t("search")} value={filter.search} onSearch={onSearch} />
        </div>
        <FilterSelect id="owners-product" label={t("product")} value={filter.productFilter} options={PRODUCT_FILTERS.map((p) => [p, t(`products.${p}`)] as const)} onChange={(productFilter) => update({ productFilter })} />
        <FilterSelect id="owners-status" label={t("status")} value={filter.statusFilter} options={STATUS_FILTERS.map((s) => [s, t(`statuses.${s}`)] as const)} onChange={(statusFilter) => update({ statusFilter })} />
        <FilterSelect id="owners-subscription" label={t("subscription")} value={filter.subscribeFilter} options={SUBSCRIBE_FILTERS.map((s) => [s, t(`subscribeFilters.${s}`)] as const)} onChange={(subscribeFilter) => update({ subscribeFilter })} />
      </FilterPanel>
      <AdminMessages error={error} notice={notice} />
      {chosen.length > 0 ? (
        <SelectionBar count={chosen.length} deleteLabel={t("deleteSelected")} onDelete={() => setDeleting(rows.filter((o) => chosen.includes(o._id)))} onClear={() => setSelection(EMPTY_SELECTION)} testId="owners-selection" />
      ) : null}
      {!data && loading ? <Spinner /> : null}
      {data ? (
        <div className={loading ? "opacity-60 transition-opacity" : undefined} aria-busy={loading}>
          <TableFrame label={t("title")} minWidth={940} testId="owners-table">
            <thead>
              <tr>
                <Th className="w-10">
                  <SelectAllCheckbox state={selectionState(selection, selectable)} onToggle={() => setSelection((s) => toggleAll(s, selectable))} label={c("selectAll")} disabled={selectable.length === 0} />
                </Th>
                <SortTh column="email" label={`${t("columns.email")} / ${t("columns.company")}`} sort={filter} onSort={onSort} />
                <Th>{t("columns.status")}</Th>
                <Th>{t("columns.endDate")}</Th>
                <SortTh column="createdAt" label={t("columns.created")} sort={filter} onSort={onSort} />
                <Th>{t("columns.subscription")}</Th>
                <SortTh column="lastVisitAt" label={t("columns.lastVisit")} sort={filter} onSort={onSort} />
                <Th className="text-right">{t("columns.profiles")}</Th>
                <Th className="text-right" stickyEnd>{c("actions")}</Th>
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? <EmptyRow colSpan={9}>{t("none")}</EmptyRow> : null}
              {rows.map((o) => {
                const deleted = o.status === "deleted";
                return (
                  <tr key={o._id} className={selection.has(o._id) ? "bg-brand-50/50" : undefined}>
                    <Td>
                      <RowCheckbox checked={selection.has(o._id)} disabled={deleted} onToggle={() => setSelection((s) => toggleRow(s, o._id))} label={c("selectRow", { name: o.email })} />
                    </Td>
                    <Td>
                      <span className={deleted ? "block font-medium text-muted" : "block font-medium"} title={o.email}>{truncate(o.email, 32)}</span>
                      <span className="block text-xs text-muted" title={o.companyName}>{o.companyName ? truncate(o.companyName, 32) : "—"}</span>
                    </Td>
                    <Td><StatusBadge tone={toneOf(o.status)}>{t(`statusValues.${o.status}`)}</StatusBadge></Td>
                    <Td className="whitespace-nowrap">{fmt.date(o.endDate)}</Td>
                    <Td className="whitespace-nowrap">{fmt.date(o.createdAt)}</Td>
                    <Td className="whitespace-nowrap">
                      {o.subscription.plan === "none" ? <span className="text-muted">{t("noSubscription")}</span> : o.subscription.plan}
                      {o.subscription.status ? <span className="block text-xs text-muted">{o.subscription.status}</span> : null}
                    </Td>
                    <Td className="whitespace-nowrap">{o.lastVisit ? fmt.dateTime(o.lastVisit) : <span className="text-muted">{c("never")}</span>}</Td>
                    <Td className="text-right tabular-nums">{o.profileCount}</Td>
                    <Td stickyEnd>
                      <span className="flex justify-end gap-0.5">
                        <RowAction label={t("editAction", { email: o.email })} disabled={deleted} onClick={() => setDialog({ mode: "edit", owner: o })}>
                          <Pencil className="size-4" aria-hidden />
                        </RowAction>
                        <RowAction label={t("sendLinkAction", { email: o.email })} disabled={deleted || o.status === "blocked"} busy={sendingTo === o._id} onClick={() => void sendLink(o)}>
                          <Mail className="size-4" aria-hidden />
                        </RowAction>
                        <RowAction label={t("deleteAction", { email: o.email })} tone="danger" disabled={deleted} onClick={() => setDeleting([o])}>
                          <Trash2 className="size-4" aria-hidden />
                        </RowAction>
                      </span>
                    </Td>
                  </tr>
                );
              })}
            </tbody>
          </TableFrame>
        </div>
      ) : null}
      {data ? <Pager page={filter.page} total={data.total} pageSize={data.pageSize} onPage={setPage} summary={<span className="text-muted" data-testid="admin-total">{c("total", { count: data.total })}</span>} /> : null}
      <OwnerDialog state={dialog} onClose={() => setDialog(null)} onSaved={saved} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={deleting?.length === 1 ? t("deleteOneTitle", { email: deleting[0]!.email }) : t("deleteTitle", { count: deleting?.length ?? 0 })}
        text={t("deleteText")}
        confirmLabel={c("delete")}
        busy={deleteOne.pending || deleteMany.pending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
