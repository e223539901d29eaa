"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useOwnerSelf } from "@/components/owner/owner-self-context";
import { Alert } from "@/components/ui/alert";
import { useErrorText } from "@/lib/client/use-error-text";
import { InvoiceList } from "./invoice-list";
import { BillingErrorDialog } from "./payment-error-dialog";
import { PaymentMethods } from "./payment-methods";
import { SubscriptionStatus } from "./subscription-status";
import { useBillingActions } from "./use-billing-actions";

/** /owner/subscription: the plan and its actions, the invoices, the cards. */
export function SubscriptionView() {
  const t = useTranslations("billing");
  const errorText = useErrorText();
  const { self } = useOwnerSelf();
  const actions = useBillingActions();
  const [paid, setPaid] = useState(false);

  async function pay(invoiceId: string) {
    setPaid(false);
    if (await actions.pay(invoiceId)) setPaid(true);
  }

  // "Restore payment": the latest open invoice again, or a new card when there is none.
  const restore = () => (self.subscription.latestInvoice ? void pay(self.subscription.latestInvoice) : void actions.addPaymentMethod());

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold text-ink">{t("title")}</h1>
        <p className="mt-1 text-sm text-muted">{t("intro")}</p>
      </div>
      {actions.error ? <Alert tone={actions.error.code === "payment:not_configured" ? "warning" : "error"}>{errorText(actions.error)}</Alert> : null}
      {paid ? <Alert tone="success">{t("invoices.paid")}</Alert> : null}
      <SubscriptionStatus onRestorePayment={restore} restoring={actions.busy !== null && actions.busy !== "card"} />
      <PaymentMethods onAdd={() => void actions.addPaymentMethod()} adding={actions.busy === "card"} />
      <InvoiceList onPay={(id) => void pay(id)} payingId={actions.busy?.startsWith("pay:") ? actions.busy.slice(4) : null} />
      <BillingErrorDialog actions={actions} />
    </div>
  );
}
