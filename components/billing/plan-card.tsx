"use client";

import { Check } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { PlainButton } from "@/components/ui/plain-button";
import { formatMoney, initialVariant, type TierOffer } from "@/lib/client/billing";
import { formatDiscount } from "@/lib/client/money";
import { TIER_FEATURES } from "@/lib/billing/plans";

/** One tier of the plans dialog: its team variants, the price pair with the discount, its features, "Choose". */
export function PlanCard({ offer, currentPlan, busyCode, disabled, onBuy }: {
  offer: TierOffer;
  currentPlan: string | null;
  busyCode: string | null;
  disabled: boolean;
  onBuy: (code: string) => void;
}) {
  const t = useTranslations("billing.plans");
  const tiers = useTranslations("planCatalog.tiers");
  const features = useTranslations("billing.features");
  const locale = useLocale();
  const [code, setCode] = useState(() => initialVariant(offer, currentPlan ?? "").code);
  const plan = offer.variants.find((v) => v.code === code) ?? offer.variants[0]!;
  const tierName = tiers(`${offer.tier}.title`);
  const current = plan.code === currentPlan;
  const soldOut = plan.seatsLeft !== null && plan.seatsLeft <= 0;
  const price = formatMoney(plan.discountedPrice, plan.currency, locale);
  const old = plan.price > plan.discountedPrice ? formatMoney(plan.price, plan.currency, locale) : null;

  return (
    <li className={cn("flex flex-col gap-3 rounded-2xl border bg-white p-4", current ? "border-brand-500 ring-1 ring-brand-500" : "border-line")} data-testid={`plan-${offer.tier}`} aria-label={tierName}>
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-base font-semibold text-ink">{tierName}</h3>
        {plan.discountPercent < 0 ? <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800" data-testid="discount">{formatDiscount(plan.discountPercent, locale)}</span> : null}
      </div>
      {plan.description ? <p className="text-sm text-muted">{plan.description}</p> : null}
      {offer.variants.length > 1 ? (
        <div role="radiogroup" aria-label={t("teamsFor", { tier: tierName })} className="grid grid-cols-4 gap-1 rounded-lg bg-slate-100 p-1">
          {offer.variants.map((v) => (
            <PlainButton
              key={v.code}
              role="radio"
              aria-checked={v.code === plan.code}
              aria-label={t("teamsOption", { count: v.teams ?? 0 })}
              className={cn("rounded-md px-2 py-1 text-sm font-medium", v.code === plan.code ? "bg-white text-brand-700 shadow-sm" : "text-muted hover:text-ink")}
              onClick={() => setCode(v.code)}
            >
              {v.teams}
            </PlainButton>
          ))}
        </div>
      ) : null}
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-2xl font-bold text-ink" data-testid="price">{price}</span>
        {old ? (
          <s className="text-sm text-muted" data-testid="old-price">
            <span className="sr-only">{t("oldPrice", { price: old })}</span>
            <span aria-hidden>{old}</span>
          </s>
        ) : null}
      </div>
      <p className="-mt-2 text-xs text-muted">{plan.months ? t("oneTime", { months: plan.months }) : plan.period === "week" ? t("perWeek") : t("perMonth")}</p>
      {plan.seatsLeft !== null ? <p className="text-xs font-medium text-amber-800">{t("limitedSeats")} · {t("seatsLeft", { count: plan.seatsLeft })}</p> : null}
      <ul className="flex flex-col gap-1 text-sm text-ink">
        {TIER_FEATURES[offer.tier].map((f) => (
          <li key={f} className="flex items-center gap-2"><Check className="size-4 text-emerald-600" aria-hidden />{features(f)}</li>
        ))}
      </ul>
      <Button
        className="mt-auto"
        variant={current ? "secondary" : "primary"}
        disabled={current || soldOut || disabled}
        busy={busyCode === plan.code}
        aria-label={current ? undefined : t("buyNamed", { plan: tierName })}
        onClick={() => onBuy(plan.code)}
      >
        {current ? t("current") : t("buy")}
      </Button>
    </li>
  );
}
