"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEndpointQuery } from "@/lib/client/endpoint-query";
import { formatShare } from "@/lib/client/neuronet";
import { endpoints } from "@/lib/contracts/endpoints";
import { GRADE_SCALES } from "@/lib/contracts/neuronet";
import { Term } from "@/components/glossary/term";

/**
 * For a completed profile without a final grade: the published network's predicted K/P/L,
 * labelled as a prediction with its test accuracy. Rendered inside the grades' ExpertiseGate.
 */
export function PredictedGrades({ profileId, fallback }: { profileId: string; fallback: string }) {
  const t = useTranslations("profile");
  const grades = useTranslations("grades");
  const locale = useLocale();
  const query = useEndpointQuery(endpoints.getOwnerProfilesByIdPredictedScore, { params: { id: profileId } }, { retry: false });
  const suggestion = query.data?.suggestion ?? null;
  if (!suggestion) return <p className="text-sm text-muted">{fallback}</p>;
  const accuracy = GRADE_SCALES.map((scale) => `${scale} ${formatShare(suggestion.testAccuracy[scale], locale)}`).join(", ");
  return (
    <div className="flex flex-col gap-2" data-testid="predicted-grades">
      <p className="text-sm text-muted">{fallback}</p>
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{t("predicted.title")}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {GRADE_SCALES.map((scale) => (
          <div key={scale} className="contents">
            <dt className="text-muted"><Term name={scale}>{t(`gradeNames.${scale}`)}</Term></dt>
            <dd className="text-ink" data-testid={`predicted-${scale}`}>
              <span className="font-medium">{grades(suggestion.grades[scale])}</span>
              <span className="ml-2 text-xs text-muted">{t("predicted.probability", { probability: formatShare(suggestion.probabilities[scale], locale) })}</span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted">{t("predicted.hint", { name: suggestion.modelName, accuracy })}</p>
    </div>
  );
}
