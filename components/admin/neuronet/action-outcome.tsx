"use client";

import { useLocale, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { useErrorText } from "@/lib/client/use-error-text";
import { formatShare, isRefusalReason, testedScales } from "@/lib/client/neuronet";
import { ARTIFACT_MAX_BYTES } from "@/lib/contracts/neuronet";
import type { ActionOutcome } from "./model-actions";

const MAX_MB = ARTIFACT_MAX_BYTES / (1024 * 1024);

/** The last action's outcome: a notice, a batch prediction's count and figures, or the error (an upload's named precisely). */
export function ActionOutcomeMessage({ outcome }: { outcome: ActionOutcome | null }) {
  const t = useTranslations("admin.neuronet.outcome");
  const levels = useTranslations("estimator.gradeLevels");
  const errorText = useErrorText();
  const locale = useLocale();
  if (!outcome) return null;
  if (outcome.upload) return <Alert tone="error">{outcome.upload.problem === "too_large" ? t("tooLarge", { max: MAX_MB }) : t(`upload.${outcome.upload.problem}`)}</Alert>;
  const error = outcome.error;
  if (error) {
    // The upload's answer names what is wrong: 413 the size, 400 the fields of the document.
    if (error.status === 413) return <Alert tone="error">{t("tooLarge", { max: MAX_MB })}</Alert>;
    // A refusal names its reasons in `fields`: those the screen knows are said in words.
    const fields = Object.entries(error.fields ?? {});
    const explained = fields.length > 0 && fields.every(([, code]) => isRefusalReason(code));
    if (explained && error.code === "validate.consistency") return <Alert tone="error">{fields.map(([, code]) => t(`reasons.${code}`)).join(" ")}</Alert>;
    return (
      <Alert tone="error">
        {explained ? t("artifactRefused") : errorText(error)}
        {fields.length ? (
          <ul className="mt-1 list-inside list-disc" data-testid="error-fields">
            {fields.map(([field, code]) => (
              <li key={field}><code>{field}</code>: {isRefusalReason(code) ? t(`reasons.${code}`) : code}</li>
            ))}
          </ul>
        ) : null}
      </Alert>
    );
  }
  if (outcome.batch) {
    const { batch } = outcome;
    return (
      <Alert tone="success">
        <span data-testid="batch-outcome">{t(batch.scope === "test" ? "predictedTest" : "predictedCurrent", { count: batch.predicted })}</span>
        {batch.metrics ? (
          <span className="mt-1 block">
            {testedScales(batch.metrics).map((scale) => t("accuracyOf", { scale: levels(scale), accuracy: formatShare(batch.metrics!.scales[scale].accuracy, locale), baseline: formatShare(batch.metrics!.scales[scale].baseline.accuracy, locale) })).join(" · ")}
          </span>
        ) : null}
      </Alert>
    );
  }
  return outcome.notice ? <Alert tone="success">{outcome.notice}</Alert> : null;
}
