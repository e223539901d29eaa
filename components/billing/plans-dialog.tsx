"use client";

import { Monitor } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useOwnerSelf } from "@/components/owner/owner-self-context";
import { Alert } from "@/components/ui/alert";
import { cn } from "@/components/ui/cn";
import { Dialog } from "@/components/ui/dialog";
import { PlainButton } from "@/components/ui/plain-button";
import { Spinner } from "@/components/ui/spinner";
import { useEndpointQuery } from "@/lib/client/endpoint-query";
import { offersOf, type Period } from "@/lib/client/billing";
import { sendPlansOpened } from "@/lib/client/page-view";
import { useErrorText } from "@/lib/client/use-error-text";
import { endpoints } from "@/lib/contracts/endpoints";
import { BillingErrorDialog } from "./payment-error-dialog";
import { PlanCard } from "./plan-card";
import { UnverifiedNotice } from "@/components/owner/unverified-notice";
import { useNeedsVerification } from "@/components/owner/verification-gate";
import { PlanComparison } from "./plan-comparison";
import { useBillingActions } from "./use-billing-actions";

const PERIODS: readonly Period[] = ["week", "month"];

/** The plans: weekly or monthly (monthly first), a card per tier, the comparison table, buying through Stripe. */
export function PlansDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("billing.plans");
  const tiers = useTranslations("planCatalog.tiers");
  const common = useTranslations("common");
  const errorText = useErrorText();
  const locale = useLocale() as "ru" | "en";
  const { self } = useOwnerSelf();
  // Paying needs a confirmed e-mail: the dialog covers the shell's notice, so it shows its own.
  const unverified = useNeedsVerification();
  const prices = useEndpointQuery(endpoints.getStripeListPrice, { query: { ln: locale, audience: "company" } }, { staleTime: 5 * 60_000 });
  const [period, setPeriod] = useState<Period>("month");
  const [updated, setUpdated] = useState<string | null>(null);
  const actions = useBillingActions();
  const list = prices.data;
  const offers = list ? offersOf(list.plans, period) : [];
  const bonus = list?.plans.find((p) => p.tier === "bonus") ?? null;
  // The plan an owner holds counts as "yours" only while it is in force.
  const currentPlan = self.subscription.state === "not_active" ? null : self.subscription.plan;
  useEffect(() => {
    if (open) sendPlansOpened();
  }, [open]);

  async function buy(code: string) {
    setUpdated(null);
    const result = await actions.buy(code);
    if (result === "updated") {
      const tier = list?.plans.find((p) => p.code === code)?.tier;
      setUpdated(tier ? tiers(`${tier}.title`) : code);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("title")} description={list ? t("intro", { currency: list.currency }) : undefined} closeLabel={common("close")} size="full">
      <div className="flex flex-col gap-4" data-testid="plans-dialog">
        <UnverifiedNotice />
        {list && !list.paymentsConfigured ? <Alert tone="warning">{t("notConfigured")}</Alert> : null}
        <div role="radiogroup" aria-label={t("period")} className="inline-flex self-center rounded-xl bg-slate-100 p-1">
          {PERIODS.map((p) => (
            <PlainButton
              key={p}
              role="radio"
              aria-checked={period === p}
              className={cn("rounded-lg px-4 py-1.5 text-sm font-medium", period === p ? "bg-white text-brand-700 shadow-sm" : "text-muted hover:text-ink")}
              onClick={() => setPeriod(p)}
            >
              {p === "week" ? t("weekly") : t("monthly")}
            </PlainButton>
          ))}
        </div>
        {updated ? <Alert tone="success">{t("updated", { plan: updated })}</Alert> : null}
        {actions.busy?.startsWith("buy:") && !actions.error ? <p className="text-center text-sm text-muted" role="status">{t("redirecting")}</p> : null}
        {actions.error ? <Alert tone={actions.error.code === "payment:not_configured" ? "warning" : "error"}>{errorText(actions.error)}</Alert> : null}
        {prices.isPending ? <Spinner label={common("loading")} /> : null}
        {prices.error ? <Alert tone="error">{t("loadError")} {errorText(prices.error.body)}</Alert> : null}
        {list ? (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {offers.map((offer) => (
              <PlanCard
                key={`${period}-${offer.tier}`}
                offer={offer}
                currentPlan={currentPlan}
                busyCode={actions.busy?.startsWith("buy:") ? actions.busy.slice(4) : null}
                disabled={unverified || !list.paymentsConfigured || actions.busy !== null}
                onBuy={(code) => void buy(code)}
              />
            ))}
            <li className="flex flex-col gap-2 rounded-2xl border border-dashed border-line bg-slate-50 p-4 opacity-80" aria-disabled="true" data-testid="plan-monitor" aria-label={tiers("monitor.title")}>
              <div className="flex items-center justify-between gap-2">
                <h3 className="flex items-center gap-2 text-base font-semibold text-ink"><Monitor className="size-4" aria-hidden />{tiers("monitor.title")}</h3>
                <span className="rounded bg-slate-200 px-1.5 py-0.5 text-[10px] uppercase tracking-wide text-muted">{common("comingSoon")}</span>
              </div>
              <p className="text-sm text-muted">{tiers("monitor.description")}</p>
            </li>
          </ul>
        ) : null}
        <PlanComparison bonusSeatsLeft={bonus?.seatsLeft ?? null} />
      </div>
      <BillingErrorDialog actions={actions} />
    </Dialog>
  );
}
