"use client";

import { Plus, Search, SlidersHorizontal, Trash2 } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FilterPanel } from "@/components/ui/filter-panel";
import { Input } from "@/components/ui/input";
import { Pager } from "@/components/ui/pager";
import { Spinner } from "@/components/ui/spinner";
import { useEndpointMutation } from "@/lib/client/endpoint-query";
import { pageAfterDeletion } from "@/lib/client/paged-list";
import { DEFAULT_PROFILE_FILTER, lastOpenedProfile, profileListPage, profileListQuery, type ProfileListFilter } from "@/lib/client/profile-list";
import { usePagedList } from "@/lib/client/use-paged-list";
import { truncate } from "@/lib/client/text";
import { useErrorText } from "@/lib/client/use-error-text";
import type { ErrorBody } from "@/lib/contracts/errors";
import type { ProfileListItemDto } from "@/lib/contracts/profiles";
import { useExpertiseHidden } from "@/components/billing/expertise-gate";
import { GradeChips } from "./grade-chips";
import { ProfileAvatar } from "./profile-avatar";
import { PlainButton } from "@/components/ui/plain-button";
import { endpoints } from "@/lib/contracts/endpoints";
import { GatedButton, useNeedsVerification } from "@/components/owner/verification-gate";

const listInput = (filter: ProfileListFilter) => ({ query: profileListQuery(filter) });

// The creation wizard (form, validation) loads when it is first opened.
const CreateProfileDialog = dynamic(() => import("./create-profile-dialog").then((m) => m.CreateProfileDialog), { ssr: false });

/** The owner's profile list (desktop and mobile): filters, search, sort, pages, create, delete. */
export function ProfileList({ base, canManage }: { base: "/owner" | "/owner-mobile" | "/love-mobile"; canManage: boolean }) {
  const t = useTranslations("profiles");
  const grades = useTranslations("grades");
  const expertiseHidden = useExpertiseHidden();
  const format = useFormatter();
  const errorText = useErrorText();
  // An unverified owner sees the actions disabled with the reason, not a list without them.
  const unverified = useNeedsVerification();
  const unverifiedReason = useTranslations("unverified")("reason");
  const { filter, update, moveTo, searchText, setSearchText, data, error: listError, refetch } = usePagedList(endpoints.getOwnerProfiles, DEFAULT_PROFILE_FILTER, listInput);
  const deleteProfile = useEndpointMutation(endpoints.deleteOwnerProfilesById, { invalidates: [endpoints.getOwnerProfiles] });
  const [actionError, setError] = useState<ErrorBody | null>(null);
  const error = actionError ?? listError;
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<ProfileListItemDto | null>(null);
  const [lastOpened, setLastOpened] = useState<string | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);

  useEffect(() => {
    setLastOpened(lastOpenedProfile());
  }, []);

  // Pages are read by keyset: "next" carries the cursor the current page answered.
  // (Only the answer of the page on screen: a page still loading shows the previous one.)
  const nextCursor = data && data.page === filter.page ? data.nextCursor : null;
  const setPage = (page: number) => moveTo((f) => profileListPage(f, page, nextCursor));

  async function confirmDelete() {
    if (!deleting || !data) return;
    const result = await deleteProfile.send({ params: { id: deleting._id } });
    setDeleting(null);
    if (!result.ok) return setError(result.error);
    setError(null);
    setPage(pageAfterDeletion(filter.page, data.profiles.length, 1));
  }

  const select = (label: string, value: string, options: Array<[string, string]>, onChange: (v: string) => void) => (
    <label className="flex flex-col gap-1 text-xs text-muted">
      {label}
      <select className="h-10 rounded-lg border border-line bg-white px-2 text-sm text-ink" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([v, l]) => (
          <option key={v} value={v}>{l}</option>
        ))}
      </select>
    </label>
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-ink">{t("title")}</h1>
        {canManage || unverified ? (
          <GatedButton onClick={() => setCreating(true)} data-testid="create-profile">
            <Plus className="size-4" aria-hidden />
            {t("create")}
          </GatedButton>
        ) : null}
      </div>
      <FilterPanel className="grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr] lg:items-end">
        <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
          <span className="relative flex-1">
            <Search className="pointer-events-none absolute left-3 top-3 size-4 text-muted" aria-hidden />
            <Input type="search" value={searchText} onChange={(e) => setSearchText(e.target.value)} placeholder={t("searchPlaceholder")} aria-label={t("searchPlaceholder")} className="pl-9" />
          </span>
          <Button variant="secondary" className="sm:hidden" aria-expanded={filtersOpen} onClick={() => setFiltersOpen((v) => !v)}>
            <SlidersHorizontal className="size-4" aria-hidden />
            <span className="sr-only">{t("filters.toggle")}</span>
          </Button>
        </div>
        <div className={cn("contents", filtersOpen ? "" : "max-sm:hidden")}>
        {select(t("filters.status"), filter.profileStatus, [["completed", t("filters.completed")], ["empty", t("filters.empty")], ["all", t("filters.all")]], (v) => update({ profileStatus: v as ProfileListFilter["profileStatus"] }))}
        {select(t("filters.owner"), filter.statusFilter, [["all", t("filters.all")], ["own", t("filters.own")], ["shared", t("filters.shared")]], (v) => update({ statusFilter: v as ProfileListFilter["statusFilter"] }))}
        {select(t("filters.sort"), filter.sortBy, [["createdAt", t("filters.createdAt")], ["updatedAt", t("filters.updatedAt")]], (v) => update({ sortBy: v as ProfileListFilter["sortBy"] }))}
        {select(t("filters.sort"), filter.sortOrder, [["desc", t("filters.desc")], ["asc", t("filters.asc")]], (v) => update({ sortOrder: v as ProfileListFilter["sortOrder"] }))}
        </div>
      </FilterPanel>
      {error ? <Alert tone="error">{errorText(error)}</Alert> : null}
      {!data ? <Spinner /> : null}
      {data && data.profiles.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-white p-6 text-sm text-muted">{filter.profileStatus === "all" && !filter.search ? t("emptyAll") : t("empty")}</p>
      ) : null}
      {data && data.profiles.length > 0 ? (
        <>
          <p className="text-sm text-muted" data-testid="profiles-total">{t("total", { count: data.total })}</p>
          {expertiseHidden ? <p className="text-xs text-muted" data-testid="expertise-hidden">{grades("paidOnly")}</p> : null}
          <ul className="flex flex-col gap-2" data-testid="profile-list">
            {data.profiles.map((p) => (
              <li key={p._id} className={cn("flex items-center gap-3 rounded-xl border bg-white p-3", p._id === lastOpened ? "border-brand-500 ring-2 ring-brand-100" : "border-line")}>
                <ProfileAvatar avatarName={p.avatarName} firstName={p.firstName} lastName={p.lastName} />
                <Link href={`${base}/profiles/${p._id}`} className="min-w-0 flex-1" title={`${p.firstName} ${p.lastName}`}>
                  <span className="block font-medium text-ink">{truncate(`${p.firstName} ${p.lastName}`)}</span>
                  <span className="block text-xs text-muted">{p.position ? truncate(p.position) : "—"} · {format.dateTime(new Date(p.createdAt), { dateStyle: "medium" })}</span>
                </Link>
                {expertiseHidden ? null : (
                  <div className="hidden items-center gap-2 md:flex">
                    <GradeChips grades={p.finalScore} />
                  </div>
                )}
                <div className="flex flex-wrap justify-end gap-1">
                  <span className={cn("rounded-full px-2 py-0.5 text-xs", p.status === "completed" ? "bg-emerald-50 text-emerald-700" : "bg-amber-50 text-amber-800")}>{t(`statusLabel.${p.status}`)}</span>
                  {p.shared ? <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-muted">{t("sharedBadge")}</span> : null}
                  {p.isShort ? <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-muted">{t("shortBadge")}</span> : null}
                  {p._id === lastOpened ? <span className="sr-only">{t("lastOpened")}</span> : null}
                </div>
                {(canManage || unverified) && !p.shared ? (
                  <PlainButton type="button" className="rounded-lg p-2 text-muted hover:bg-red-50 hover:text-red-600 disabled:cursor-not-allowed disabled:opacity-40" aria-label={`${t("delete")} ${p.firstName} ${p.lastName}`} disabled={unverified} title={unverified ? unverifiedReason : undefined} onClick={() => setDeleting(p)}>
                    <Trash2 className="size-4" aria-hidden />
                  </PlainButton>
                ) : null}
              </li>
            ))}
          </ul>
          <Pager page={filter.page} total={data.total} pageSize={data.pageSize} onPage={setPage} />
        </>
      ) : null}
      {creating ? <CreateProfileDialog open={creating} onOpenChange={setCreating} onCreated={() => void refetch()} variant={base === "/love-mobile" ? "love" : "company"} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("deleteTitle")}
        text={deleting ? t("deleteText", { name: `${deleting.firstName} ${deleting.lastName}` }) : undefined}
        confirmLabel={t("delete")}
        busy={deleteProfile.pending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
