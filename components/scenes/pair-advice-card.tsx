"use client";

import { Lightbulb } from "lucide-react";
import { useTranslations } from "next-intl";
import { pairAdvice, type Contributor } from "@/lib/engine/index";

/** One practical suggestion for a pair, chosen by the engine's rule from the month's reasons. */
export function PairAdviceCard({ contributors, nameOf }: { contributors: readonly Contributor[]; nameOf: (id: string) => string }) {
  const t = useTranslations("companyAdvice");
  const advice = pairAdvice(contributors);
  return (
    <div className="flex flex-col gap-1.5 rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm" data-testid="pair-advice" data-advice={advice.code}>
      <p className="flex items-center gap-1.5 font-semibold text-ink">
        <Lightbulb className="size-4 text-brand-600" aria-hidden />
        {t("pairTitle")}
      </p>
      <p className="text-ink">{t(`pair.${advice.code}`)}</p>
      {advice.actor ? <p className="text-muted">{t("mostlyAbout", { actor: nameOf(advice.actor) })}</p> : null}
      <p className="text-xs text-muted">{t("disclaimer")}</p>
    </div>
  );
}
