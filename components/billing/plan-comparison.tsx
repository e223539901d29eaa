"use client";

import { Check, Minus } from "lucide-react";
import { useTranslations } from "next-intl";
import { comparisonTable } from "@/lib/client/billing";

/** The tiers side by side, from TIER_FEATURES (the plan table's one source). */
export function PlanComparison({ bonusSeatsLeft }: { bonusSeatsLeft: number | null }) {
  const t = useTranslations("billing.plans");
  const tiers = useTranslations("planCatalog.tiers");
  const features = useTranslations("billing.features");
  const common = useTranslations("common");
  const table = comparisonTable();
  return (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full min-w-[640px] border-collapse text-sm" data-testid="plan-comparison">
        <caption className="px-3 py-2 text-left font-semibold text-ink">{t("compareTitle")}</caption>
        <thead>
          <tr className="bg-slate-50">
            <th scope="col" className="sticky left-0 bg-slate-50 px-3 py-2 text-left font-medium text-muted">{t("feature")}</th>
            {table.tiers.map((tier) => (
              <th key={tier} scope="col" className="px-2 py-2 text-center font-medium text-ink">
                <span className="block">{tiers(`${tier}.title`)}</span>
                {tier === "monitor" ? <span className="mt-0.5 block text-[10px] font-normal uppercase tracking-wide text-muted">{common("comingSoon")}</span> : null}
                {tier === "bonus" ? (
                  <span className="mt-0.5 block text-[10px] font-normal text-amber-800">{bonusSeatsLeft !== null ? t("seatsLeft", { count: bonusSeatsLeft }) : t("limitedSeats")}</span>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.features.map((feature) => (
            <tr key={feature} className="border-t border-line">
              <th scope="row" className="sticky left-0 bg-white px-3 py-2 text-left font-normal text-ink">{features(feature)}</th>
              {table.tiers.map((tier) => (
                <td key={tier} className="px-2 py-2 text-center">
                  {table.has(tier, feature) ? (
                    <Check className="inline size-4 text-emerald-600" aria-label={t("included")} role="img" />
                  ) : (
                    <Minus className="inline size-4 text-slate-300" aria-label={t("notIncluded")} role="img" />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
