"use client";

import { PackagePlus, Search } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { GradeChips } from "@/components/profiles/grade-chips";
import { ProfileAvatar } from "@/components/profiles/profile-avatar";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { FilterPanel } from "@/components/ui/filter-panel";
import { Input } from "@/components/ui/input";
import { Pager } from "@/components/ui/pager";
import { Spinner } from "@/components/ui/spinner";
import { useEndpointMutation } from "@/lib/client/endpoint-query";
import { DEFAULT_ESTIMATOR_FILTER, estimatorQuery, type EstimatorFilter } from "@/lib/client/estimator-list";
import { pageWithCursor } from "@/lib/client/paged-list";
import { usePagedList } from "@/lib/client/use-paged-list";
import { truncate } from "@/lib/client/text";
import { useErrorText } from "@/lib/client/use-error-text";
import type { ErrorBody } from "@/lib/contracts/errors";
import { ESTIMATOR_STATES } from "@/lib/contracts/estimators";
import { GRADES, type Grade } from "@/lib/contracts/profiles";
import { endpoints } from "@/lib/contracts/endpoints";

const listInput = (filter: EstimatorFilter) => ({ query: estimatorQuery(filter) });

/** The estimator's assigned profiles: state and grade filters, comment flag, search, sort, counters, pages, batches. */
export function EstimatorList({ initialNextBatch }: { initialNextBatch: boolean }) {
  const t = useTranslations("estimator");
  const grades = useTranslations("grades");
  const errorText = useErrorText();
  const { filter, update, moveTo, searchText, setSearchText, data, error: listError } = usePagedList(endpoints.getEstimatorProfiles, DEFAULT_ESTIMATOR_FILTER, listInput);
  // Pages are read by keyset: "next" carries the cursor of the page on screen.
  const nextCursor = data && data.page === filter.page ? data.nextCursor : null;
  const setPage = (page: number) => moveTo((f) => pageWithCursor(f, page, nextCursor));
  const assignment = useEndpointMutation(endpoints.postEstimatorProfilesAssignment, { invalidates: [endpoints.getEstimatorProfiles] });
  const [actionError, setError] = useState<ErrorBody | null>(null);
  const error = actionError ?? listError;
  const [batchMessage, setBatchMessage] = useState<{ tone: "success" | "info"; text: string } | null>(initialNextBatch ? { tone: "info", text: t("nextAvailable") } : null);

  async function takeBatch() {
    const result = await assignment.send({});
    if (!result.ok) return setError(result.error);
    setError(null);
    setBatchMessage(result.data.assigned ? { tone: "success", text: t("batchTaken", { count: result.data.assigned }) } : { tone: "info", text: t("noBatch") });
  }

  const gradeSelect = (key: "C" | "P" | "M", level: "K" | "P" | "L") => (
    <label className="flex flex-col gap-1 text-xs text-muted">
      {t("gradeFilter", { level })}
      <select
        className="h-10 rounded-lg border border-line bg-white px-2 text-sm text-ink"
        value={filter.grades[key][0] ?? ""}
        onChange={(e) => update({ grades: { ...filter.grades, [key]: e.target.value ? [e.target.value as Grade] : [] } })}
      >
        <option value="">{t("anyGrade")}</option>
        {GRADES.map((g) => (
          <option key={g} value={g}>{grades(g)}</option>
        ))}
      </select>
    </label>
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-ink">{t("title")}</h1>
        <Button onClick={() => void takeBatch()} busy={assignment.pending}>
          <PackagePlus className="size-4" aria-hidden />
          {t("takeBatch")}
        </Button>
      </div>
      {batchMessage ? <Alert tone={batchMessage.tone} className="text-sm">{batchMessage.text}</Alert> : null}
      {error ? <Alert tone="error">{errorText(error)}</Alert> : null}
      <FilterPanel className="grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
        <span className="relative sm:col-span-2">
          <Search className="pointer-events-none absolute left-3 top-3 size-4 text-muted" aria-hidden />
          <Input type="search" className="pl-9" value={searchText} onChange={(e) => setSearchText(e.target.value)} placeholder={t("search")} aria-label={t("search")} />
        </span>
        <label className="flex flex-col gap-1 text-xs text-muted">
          {t("state")}
          <select className="h-10 rounded-lg border border-line bg-white px-2 text-sm text-ink" value={filter.stateFilter} onChange={(e) => update({ stateFilter: e.target.value as EstimatorFilter["stateFilter"] })}>
            {ESTIMATOR_STATES.map((s) => (
              <option key={s} value={s}>{t(`states.${s}`)}</option>
            ))}
          </select>
        </label>
        {gradeSelect("C", "K")}
        {gradeSelect("P", "P")}
        {gradeSelect("M", "L")}
        <label className="flex items-center gap-2 text-sm text-ink">
          <input type="checkbox" className="size-4 accent-brand-600" checked={filter.existComment} onChange={(e) => update({ existComment: e.target.checked })} />
          {t("hasComment")}
        </label>
        <label className="flex flex-col gap-1 text-xs text-muted">
          {t("sort")}
          <select className="h-10 rounded-lg border border-line bg-white px-2 text-sm text-ink" value={filter.sortBy} onChange={(e) => update({ sortBy: e.target.value as EstimatorFilter["sortBy"] })}>
            <option value="updatedAt">{t("sortUpdated")}</option>
            <option value="assignedAt">{t("sortAssigned")}</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs text-muted">
          &nbsp;
          <select className="h-10 rounded-lg border border-line bg-white px-2 text-sm text-ink" aria-label={t("sort")} value={filter.sortOrder} onChange={(e) => update({ sortOrder: e.target.value as EstimatorFilter["sortOrder"] })}>
            <option value="asc">{t("asc")}</option>
            <option value="desc">{t("desc")}</option>
          </select>
        </label>
      </FilterPanel>
      {!data ? <Spinner /> : null}
      {data ? <p className="text-sm text-muted" data-testid="estimator-counter">{t("counter", { count: data.counter.profilesCount, total: data.counter.total })}</p> : null}
      {data && data.profiles.length === 0 ? <p className="rounded-2xl border border-dashed border-line bg-white p-6 text-sm text-muted">{t("empty")}</p> : null}
      {data && data.profiles.length > 0 ? (
        <ul className="flex flex-col gap-2" data-testid="estimator-list">
          {data.profiles.map((p) => (
            <li key={p._id}>
              <Link href={`/estimator/profiles/${p._id}`} className="flex items-center gap-3 rounded-xl border border-line bg-white p-3 hover:border-brand-500">
                <ProfileAvatar avatarName={p.avatarName} firstName={p.firstName} lastName={p.lastName} />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-ink">{truncate(`${p.firstName} ${p.lastName}`)}</span>
                  <span className="block text-xs text-muted">{p.position ?? "—"}</span>
                </span>
                <GradeChips grades={p.grade.K || p.grade.P || p.grade.L ? p.grade : null} explain={false} />
                <span className={cn("rounded-full px-2 py-0.5 text-xs", p.estimateStatus === "write" ? "bg-emerald-50 text-emerald-700" : p.estimateStatus === "read" ? "bg-brand-50 text-brand-700" : "bg-slate-100 text-muted")}>{t(`estimateStatus.${p.estimateStatus}`)}</span>
                {p.skipStatus !== "none" ? <span className={cn("rounded-full px-2 py-0.5 text-xs", p.skipStatus === "suspicious" ? "bg-red-50 text-red-700" : "bg-amber-50 text-amber-800")}>{t(`skipStatus.${p.skipStatus}`)}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {data ? <Pager page={filter.page} total={data.counter.profilesCount} pageSize={data.pageSize} onPage={setPage} /> : null}
    </div>
  );
}
