"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PLANS } from "@/lib/billing/plans";
import { useEndpointMutation } from "@/lib/client/endpoint-query";
import { useErrorText } from "@/lib/client/use-error-text";
import type { AdminOwnerItemDto } from "@/lib/contracts/admin";
import type { SubscriptionDto } from "@/lib/contracts/billing";
import { endpoints } from "@/lib/contracts/endpoints";

const GRANTABLE = PLANS.filter((p) => p.code !== "none").map((p) => p.code);

/** The administrator grants a plan by hand (no payment, audited) or ends the current one. */
export function OwnerPlanGrant({ owner, onSaved }: { owner: AdminOwnerItemDto; onSaved: (owner: AdminOwnerItemDto, message: string) => void }) {
  const t = useTranslations("admin.owners");
  const errorText = useErrorText();
  const [plan, setPlan] = useState(GRANTABLE.includes(owner.subscription.plan) ? owner.subscription.plan : "demo_3_day_simulator_pro");
  const [days, setDays] = useState("");
  const [error, setError] = useState<string | null>(null);
  const grant = useEndpointMutation(endpoints.postAdministratorOwnersByIdPlan, { invalidates: [endpoints.getAdministratorOwners] });
  const end = useEndpointMutation(endpoints.deleteAdministratorOwnersByIdPlan, { invalidates: [endpoints.getAdministratorOwners] });
  const updated = (s: SubscriptionDto): AdminOwnerItemDto => ({ ...owner, endDate: s.endDate, subscription: { plan: s.plan, status: s.status } });

  const onGrant = async () => {
    setError(null);
    const parsedDays = days.trim() === "" ? undefined : Number(days);
    const result = await grant.send({ params: { id: owner._id }, body: { plan, ...(parsedDays ? { days: parsedDays } : {}) } });
    if (!result.ok) return setError(errorText(result.error));
    onSaved(updated(result.data), t("planGranted", { plan, email: owner.email }));
  };
  const onEnd = async () => {
    setError(null);
    const result = await end.send({ params: { id: owner._id } });
    if (!result.ok) return setError(errorText(result.error));
    onSaved(updated(result.data), t("planEnded", { email: owner.email }));
  };

  return (
    <section className="mt-4 flex flex-col gap-3 border-t border-line pt-4" aria-labelledby="owner-plan-title" data-testid="owner-plan-grant">
      <h3 id="owner-plan-title" className="text-sm font-semibold text-ink">{t("planSection")}</h3>
      <p className="text-sm text-muted">{t("planCurrent", { plan: owner.subscription.plan === "none" ? t("planNone") : owner.subscription.plan })}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Field id="owner-plan-code" label={t("planChoose")} hint={t("planHint")}>
        <select id="owner-plan-code" className="h-10 rounded-lg border border-line bg-white px-2 text-sm text-ink" value={plan} onChange={(e) => setPlan(e.target.value)}>
          {GRANTABLE.map((code) => (
            <option key={code} value={code}>{code}</option>
          ))}
        </select>
      </Field>
      <Field id="owner-plan-days" label={t("planDays")}>
        <Input id="owner-plan-days" type="number" min={1} max={3660} inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value)} />
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" busy={end.pending} disabled={owner.subscription.plan === "none"} onClick={onEnd}>{t("planEnd")}</Button>
        <Button type="button" busy={grant.pending} onClick={onGrant}>{t("planGrant")}</Button>
      </div>
    </section>
  );
}
