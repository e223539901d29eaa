"use client";

import { CheckCircle2, MinusCircle, XCircle } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";
import { compareWithBaseline, formatDecimal, formatShare, testedScales } from "@/lib/client/neuronet";
import { GRADE_SCALES, type ModelMetricsDto } from "@/lib/contracts/neuronet";
import { ConfusionMatrix } from "./confusion-matrix";

const VERDICT = {
  better: { icon: CheckCircle2, tone: "text-emerald-700" },
  same: { icon: MinusCircle, tone: "text-amber-700" },
  worse: { icon: XCircle, tone: "text-red-700" },
} as const;

/** Per scale: the model's accuracy and mean error beside the majority-grade baseline's, and the confusion matrix. */
export function MetricsPanel({ metrics, encoding, testId = "metrics-panel" }: { metrics: ModelMetricsDto; encoding: string | null; testId?: string }) {
  const t = useTranslations("admin.neuronet.metrics");
  const grades = useTranslations("grades");
  const levels = useTranslations("estimator.gradeLevels");
  const locale = useLocale();
  const tested = testedScales(metrics);
  return (
    <section className="flex flex-col gap-4" aria-label={t("title")} data-testid={testId}>
      <p className="text-sm text-muted">
        {t("sizes", { train: metrics.trainSize, test: metrics.testSize })}
        {encoding ? ` · ${t("encoding", { encoding })}` : ""}
      </p>
      <p className={cn("text-sm font-medium", metrics.beatsBaseline ? "text-emerald-700" : "text-red-700")} data-testid="beats-baseline">
        {metrics.beatsBaseline ? t("beatsBaseline") : t("notBeatsBaseline")}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[560px] border-collapse text-left text-sm tabular-nums">
          <caption className="sr-only">{t("title")}</caption>
          <thead>
            <tr className="text-xs text-muted">
              <th scope="col" className="border-b border-line px-2 py-1.5 font-medium">{t("scale")}</th>
              <th scope="col" className="border-b border-line px-2 py-1.5 text-right font-medium">{t("accuracy")}</th>
              <th scope="col" className="border-b border-line px-2 py-1.5 text-right font-medium">{t("baselineAccuracy")}</th>
              <th scope="col" className="border-b border-line px-2 py-1.5 text-right font-medium">{t("mae")}</th>
              <th scope="col" className="border-b border-line px-2 py-1.5 text-right font-medium">{t("baselineMae")}</th>
              <th scope="col" className="border-b border-line px-2 py-1.5 font-medium">{t("verdict")}</th>
            </tr>
          </thead>
          <tbody>
            {GRADE_SCALES.map((scale) => {
              const m = metrics.scales[scale];
              if (!tested.includes(scale)) {
                return (
                  <tr key={scale}>
                    <th scope="row" className="border-b border-line px-2 py-2 font-medium text-ink">{levels(scale)}</th>
                    <td colSpan={5} className="border-b border-line px-2 py-2 text-muted">{t("untested")}</td>
                  </tr>
                );
              }
              const verdict = compareWithBaseline(m);
              const Icon = VERDICT[verdict].icon;
              return (
                <tr key={scale} data-testid={`metrics-${scale}`}>
                  <th scope="row" className="border-b border-line px-2 py-2 font-medium text-ink">
                    {levels(scale)}
                    <span className="block text-xs font-normal text-muted">{t("support", { count: m.support })}</span>
                  </th>
                  <td className="border-b border-line px-2 py-2 text-right font-medium text-ink">{formatShare(m.accuracy, locale)}</td>
                  <td className="border-b border-line px-2 py-2 text-right text-muted">
                    {formatShare(m.baseline.accuracy, locale)}
                    <span className="block text-xs">{t("majority", { grade: grades(m.baseline.grade) })}</span>
                  </td>
                  <td className="border-b border-line px-2 py-2 text-right font-medium text-ink">{formatDecimal(m.meanAbsoluteError, locale)}</td>
                  <td className="border-b border-line px-2 py-2 text-right text-muted">{formatDecimal(m.baseline.meanAbsoluteError, locale)}</td>
                  <td className={cn("border-b border-line px-2 py-2", VERDICT[verdict].tone)}>
                    <span className="inline-flex items-center gap-1 whitespace-nowrap">
                      <Icon className="size-4" aria-hidden />
                      {t(`verdicts.${verdict}`)}
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-muted">{t("maeHint")}</p>
      <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
        {tested.map((scale) => (
          <ConfusionMatrix key={scale} caption={t("confusion", { scale: levels(scale) })} confusion={metrics.scales[scale].confusion} />
        ))}
      </div>
    </section>
  );
}
