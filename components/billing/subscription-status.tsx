"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useOwnerSelf } from "@/components/owner/owner-self-context";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { GatedButton } from "@/components/owner/verification-gate";
import { cn } from "@/components/ui/cn";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatDay, planFacts } from "@/lib/client/billing";
import { useEndpointMutation } from "@/lib/client/endpoint-query";
import { useErrorText } from "@/lib/client/use-error-text";
import type { SubscriptionDto } from "@/lib/contracts/billing";
import type { ErrorBody } from "@/lib/contracts/errors";
import { endpoints } from "@/lib/contracts/endpoints";
import { usePlansDialog } from "./use-plans-dialog";

const STATE_TONE: Record<SubscriptionDto["state"], string> = {
  active: "bg-emerald-100 text-emerald-800",
  changed: "bg-emerald-100 text-emerald-800",
  renewal_cancelled: "bg-amber-100 text-amber-900",
  payment_failed: "bg-red-100 text-red-800",
  not_active: "bg-slate-100 text-muted",
};

/** The plan, its state, end date and team use, and what can be done about it. */
export function SubscriptionStatus({ onRestorePayment, restoring }: { onRestorePayment: () => void; restoring: boolean }) {
  const t = useTranslations("billing");
  const catalog = useTranslations("planCatalog.tiers");
  const errorText = useErrorText();
  const locale = useLocale();
  const { self, setSelf } = useOwnerSelf();
  const plans = usePlansDialog();
  const sub = self.subscription;
  const facts = planFacts(sub.plan);
  const tierName = catalog(`${sub.plan === "none" ? "basic" : facts.tier}.title`);
  const planName = facts.demo ? t("status.demo", { tier: tierName }) : facts.teams ? t("status.withTeams", { tier: tierName, count: facts.teams }) : tierName;
  const endDate = sub.endDate ? formatDay(sub.endDate, locale) : null;
  const invalidates = [endpoints.getOwnerSelf, endpoints.getStripeSubscription];
  const cancel = useEndpointMutation(endpoints.postStripeCancelSubscription, { invalidates });
  const resume = useEndpointMutation(endpoints.postStripeResumeSubscription, { invalidates });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<"cancel" | "resume" | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<ErrorBody | null>(null);
  // Stripe subscriptions renew and can be cancelled; a one-time, granted or free plan cannot.
  const renews = sub.source === "stripe";

  async function change(kind: "cancel" | "resume") {
    setBusy(kind);
    setError(null);
    setDone(null);
    const result = await (kind === "cancel" ? cancel : resume).send({});
    setBusy(null);
    setConfirming(false);
    if (!result.ok) return setError(result.error);
    setSelf({ ...self, subscription: result.data });
    // After a cancellation the state's own text says until when the plan stays.
    setDone(kind === "cancel" ? null : t("actions.resumed"));
  }

  const stateText =
    sub.state === "not_active" ? t("status.notActiveText")
    : sub.state === "payment_failed" ? t("status.paymentFailedText")
    : sub.state === "renewal_cancelled" ? t("status.renewalCancelledText", { date: endDate ?? "—" })
    : sub.state === "changed" ? t("status.changedText")
    : null;

  return (
    <section aria-labelledby="plan-title" className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 sm:p-5" data-testid="subscription-status" data-state={sub.state}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="plan-title" className="text-lg font-semibold text-ink">{planName}</h2>
        <span className={cn("rounded-full px-2.5 py-1 text-xs font-medium", STATE_TONE[sub.state])} data-testid="subscription-state">{t(`states.${sub.state}`)}</span>
      </div>
      {sub.plan === "none" ? null : (
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">{t("status.endDate")}</dt>
          <dd className="font-medium text-ink">{endDate ?? t("status.noEnd")}</dd>
        </div>
        <div>
          <dt className="text-muted">{t("status.teams")}</dt>
          <dd className="font-medium text-ink" data-testid="subscription-teams">
            {sub.teamLimit === null ? t("status.teamsUnlimited", { used: sub.teamsUsed }) : t("status.teamsUsed", { used: sub.teamsUsed, limit: sub.teamLimit })}
          </dd>
        </div>
      </dl>
      )}
      {stateText ? <Alert tone={sub.state === "payment_failed" ? "error" : sub.state === "renewal_cancelled" ? "warning" : "info"}>{stateText}</Alert> : null}
      {done ? <Alert tone="success">{done}</Alert> : null}
      {error ? <Alert tone="error">{errorText(error)}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        {sub.state === "payment_failed" ? <GatedButton busy={restoring} onClick={onRestorePayment}>{t("actions.restorePayment")}</GatedButton> : null}
        {plans ? (
          <Button variant={sub.state === "not_active" ? "primary" : "secondary"} onClick={plans.openPlans}>
            {sub.state === "not_active" ? t("actions.choosePlan") : t("actions.changePlan")}
          </Button>
        ) : null}
        {renews && sub.state === "renewal_cancelled" ? <GatedButton variant="secondary" busy={busy === "resume"} onClick={() => void change("resume")}>{t("actions.resume")}</GatedButton> : null}
        {renews && (sub.state === "active" || sub.state === "changed") ? (
          <GatedButton variant="dangerGhost" onClick={() => setConfirming(true)}>{t("actions.cancel")}</GatedButton>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("cancelConfirm.title")}
        text={endDate ? t("cancelConfirm.text", { date: endDate }) : t("cancelConfirm.textNoDate")}
        confirmLabel={t("cancelConfirm.confirm")}
        busy={busy === "cancel"}
        onConfirm={() => void change("cancel")}
      />
    </section>
  );
}
