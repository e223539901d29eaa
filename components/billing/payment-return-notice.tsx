"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useOwnerSelf } from "@/components/owner/owner-self-context";
import { Alert } from "@/components/ui/alert";
import { CHECKOUT_MARK, paymentReturnOf } from "@/lib/client/billing";
import { endpointKey } from "@/lib/client/endpoint-query";
import type { OwnerSelfDto } from "@/lib/contracts/owner";
import { endpoints } from "@/lib/contracts/endpoints";

/** States in which the plan's tools are open. */
export function planGranted(self: Pick<OwnerSelfDto, "subscription">): boolean {
  return ["active", "changed", "renewal_cancelled"].includes(self.subscription.state);
}

const POLL_MS = 5_000;
const POLL_FOR_MS = 120_000;

/**
 * Back from Stripe (`?payment=success|cancelled`): "Payment received — your plan opens in a
 * moment" until the webhook's `syncAccessRules` (or, with the live channel down, a poll of
 * owner self) shows the plan in force; then "your plan is active".
 */
export function PaymentReturnNotice() {
  const t = useTranslations("billing.returned");
  const client = useQueryClient();
  const { self } = useOwnerSelf();
  const [outcome, setOutcome] = useState<{ payment: "success" | "cancelled"; kind: "plan" | "card" } | null>(null);

  useEffect(() => {
    const payment = paymentReturnOf(window.location.search);
    if (!payment) return;
    let kind: "plan" | "card" = "plan";
    try {
      kind = window.sessionStorage.getItem(CHECKOUT_MARK) === "card" ? "card" : "plan";
      window.sessionStorage.removeItem(CHECKOUT_MARK);
    } catch {
      // No storage: speak of the plan.
    }
    // A reload must not announce the payment again.
    const url = new URL(window.location.href);
    url.searchParams.delete("payment");
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
    setOutcome({ payment, kind });
  }, []);

  const waiting = outcome?.payment === "success" && outcome.kind === "plan" && !planGranted(self);
  useEffect(() => {
    if (!waiting) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      if (Date.now() - started > POLL_FOR_MS) return window.clearInterval(timer);
      void client.invalidateQueries({ queryKey: endpointKey(endpoints.getOwnerSelf, {}) });
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [waiting, client]);

  if (!outcome) return null;
  if (outcome.payment === "cancelled") return <Alert tone="info" className="mx-auto mb-4 max-w-4xl">{t("cancelled")}</Alert>;
  if (outcome.kind === "card") return <Alert tone="success" className="mx-auto mb-4 max-w-4xl">{t("cardAdded")}</Alert>;
  return (
    <Alert tone={waiting ? "info" : "success"} className="mx-auto mb-4 max-w-4xl">
      <span data-testid="payment-return" data-waiting={waiting || undefined}>{waiting ? t("success") : t("opened")}</span>
    </Alert>
  );
}
