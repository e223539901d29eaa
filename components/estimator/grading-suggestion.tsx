"use client";

import { Sparkles } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useEndpointQuery } from "@/lib/client/endpoint-query";
import { formatShare } from "@/lib/client/neuronet";
import { endpoints } from "@/lib/contracts/endpoints";

/**
 * The published grading network's suggestion, beside (never inside) the estimator's grade
 * form: it is read-only and fills in nothing. Nothing is shown without a suggestion.
 */
export function GradingSuggestion({ profileId }: { profileId: string }) {
  const t = useTranslations("estimator.suggestion");
  const grades = useTranslations("grades");
  const locale = useLocale();
  // A failed read shows nothing: the suggestion is an aid, the grading works without it.
  const query = useEndpointQuery(endpoints.getEstimatorProfilesByIdSuggestion, { params: { id: profileId } }, { retry: false });
  const suggestion = query.data?.suggestion ?? null;
  if (!suggestion) return null;
  const share = (value: number) => formatShare(value, locale);
  return (
    <aside className="rounded-2xl border border-dashed border-brand-200 bg-brand-50/60 p-4 text-sm text-brand-900" aria-label={t("title", { name: suggestion.modelName })} data-testid="grading-suggestion">
      <p className="flex items-center gap-1.5 font-semibold">
        <Sparkles className="size-4" aria-hidden />
        {t("title", { name: suggestion.modelName })}
      </p>
      <p className="mt-1 text-base font-medium" data-testid="suggested-grades">
        {t("grades", { K: grades(suggestion.grades.K), P: grades(suggestion.grades.P), L: grades(suggestion.grades.L) })}
      </p>
      <p className="mt-0.5 text-xs">{t("accuracy", { K: share(suggestion.testAccuracy.K), P: share(suggestion.testAccuracy.P), L: share(suggestion.testAccuracy.L) })}</p>
      <p className="mt-2 text-xs text-muted">{t("note")}</p>
    </aside>
  );
}
