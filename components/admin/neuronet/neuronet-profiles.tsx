"use client";

import { Search } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { FilterPanel } from "@/components/ui/filter-panel";
import { Input } from "@/components/ui/input";
import { LoadMore } from "@/components/ui/load-more";
import { Spinner } from "@/components/ui/spinner";
import { useCursorList, useDebounced } from "@/lib/client/cursor-list";
import { useEndpointMutation } from "@/lib/client/endpoint-query";
import { formatShare } from "@/lib/client/neuronet";
import { useErrorText } from "@/lib/client/use-error-text";
import type { ErrorBody } from "@/lib/contracts/errors";
import { endpoints } from "@/lib/contracts/endpoints";
import { GRADE_SCALES, NEURONET_PROFILE_SETS, type NeuronetProfileItemDto } from "@/lib/contracts/neuronet";
import { EmptyRow, RowAction, TableFrame, Td, Th } from "../admin-table";
import { Sparkles } from "lucide-react";

const PAGE = 25;

/** The selected model's profiles: final grades beside predicted ones, a set filter, search and "load more". */
export function NeuronetProfiles({ modelId }: { modelId: string }) {
  const t = useTranslations("admin.neuronet.profiles");
  const errorText = useErrorText();
  const [set, setSet] = useState<(typeof NEURONET_PROFILE_SETS)[number]>("all");
  const [text, setText] = useState("");
  const q = useDebounced(text.trim(), 300);
  const list = useCursorList(endpoints.getAdministratorNeuronetProfiles, { modelId, set, q: q || undefined, limit: PAGE });
  const predict = useEndpointMutation(endpoints.postAdministratorNeuronetPredictById, { invalidates: [endpoints.getAdministratorNeuronetProfiles] });
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<ErrorBody | null>(null);

  async function predictOne(profileId: string) {
    setBusyId(profileId);
    setError(null);
    const result = await predict.send({ params: { id: profileId }, body: { modelId } });
    if (!result.ok) setError(result.error);
    setBusyId(null);
  }

  const shown = error ?? list.error;
  return (
    <section className="flex flex-col gap-3" aria-labelledby="neuronet-profiles-title">
      <h3 id="neuronet-profiles-title" className="font-semibold text-ink">{t("title")}</h3>
      <FilterPanel className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium text-ink">
          {t("set")}
          <select className="h-10 rounded-lg border border-line bg-white px-2 text-sm" value={set} onChange={(e) => setSet(e.target.value as typeof set)}>
            {NEURONET_PROFILE_SETS.map((s) => (
              <option key={s} value={s}>{t(`sets.${s}`)}</option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium text-ink">
          {t("search")}
          <span className="relative">
            <Search className="pointer-events-none absolute left-3 top-3 size-4 text-muted" aria-hidden />
            <Input type="search" className="pl-9" value={text} onChange={(e) => setText(e.target.value)} />
          </span>
        </label>
      </FilterPanel>
      {shown ? <Alert tone="error">{errorText(shown)}</Alert> : null}
      {!list.items && !shown ? <Spinner /> : null}
      {list.items ? (
        <TableFrame label={t("title")} minWidth={820} testId="neuronet-profiles">
          <thead>
            <tr>
              <Th>{t("name")}</Th>
              <Th>{t("split")}</Th>
              {GRADE_SCALES.map((scale) => (
                <Th key={scale}>{t("scaleColumn", { scale })}</Th>
              ))}
              <Th className="text-right" stickyEnd>{t("predict")}</Th>
            </tr>
          </thead>
          <tbody>
            {list.items.length === 0 ? <EmptyRow colSpan={6}>{t("none")}</EmptyRow> : null}
            {list.items.map((item) => (
              <ProfileRow key={item.profileId} item={item} busy={busyId === item.profileId} onPredict={() => void predictOne(item.profileId)} />
            ))}
          </tbody>
        </TableFrame>
      ) : null}
      <LoadMore hasMore={list.hasMore} loading={list.loadingMore} onMore={list.loadMore} testId="neuronet-profiles-more" />
    </section>
  );
}

function ProfileRow({ item, busy, onPredict }: { item: NeuronetProfileItemDto; busy: boolean; onPredict: () => void }) {
  const t = useTranslations("admin.neuronet.profiles");
  const grades = useTranslations("grades");
  const locale = useLocale();
  return (
    <tr>
      <Td>
        <span className="font-medium">{item.name}</span>
        {item.companyName ? <span className="block text-xs text-muted">{item.companyName}</span> : null}
      </Td>
      <Td muted>{t(`splits.${item.split}`)}</Td>
      {GRADE_SCALES.map((scale) => {
        const final = item.final?.[scale] ?? null;
        const predicted = item.predicted?.grades[scale] ?? null;
        const match = final !== null && predicted !== null && final === predicted;
        return (
          <Td key={scale} className="whitespace-nowrap">
            <span className="block">{final ? grades(final) : "—"}</span>
            <span className={match ? "block text-xs text-emerald-700" : "block text-xs text-muted"}>
              {predicted ? t("predicted", { grade: grades(predicted), probability: formatShare(item.predicted!.probabilities[scale], locale) }) : t("notPredicted")}
            </span>
          </Td>
        );
      })}
      <Td stickyEnd className="text-right">
        <RowAction label={t("predictOne", { name: item.name })} busy={busy} onClick={onPredict}>
          <Sparkles className="size-4" aria-hidden />
        </RowAction>
      </Td>
    </tr>
  );
}
