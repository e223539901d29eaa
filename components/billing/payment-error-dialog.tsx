"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useErrorText } from "@/lib/client/use-error-text";
import type { PaymentProblem } from "@/lib/client/billing";
import type { useBillingActions } from "./use-billing-actions";

const CODE: Record<PaymentProblem, "payment_status_incomplete" | "payment_error"> = { insufficient: "payment_status_incomplete", declined: "payment_error" };

/**
 * The spec's `stripe_payment_error` popup: "Insufficient funds" or "Card declined", and the
 * ways out (another card on Stripe's page, or the same payment again).
 */
export function PaymentErrorDialog({ problem, onClose, onRetry, onChangeCard, busy }: {
  problem: PaymentProblem | null;
  onClose: () => void;
  onRetry: () => void;
  onChangeCard: () => void;
  busy?: "retry" | "card" | null;
}) {
  const t = useTranslations("billing.paymentError");
  const common = useTranslations("common");
  const errorText = useErrorText();
  return (
    <Dialog open={problem !== null} onOpenChange={(open) => !open && onClose()} title={t("title")} closeLabel={common("close")}>
      {problem ? (
        <div className="flex flex-col gap-4" data-testid="payment-error" data-problem={problem}>
          <p className="text-base font-semibold text-red-700">{errorText({ code: CODE[problem] })}</p>
          <p className="text-sm text-muted">{t(problem === "insufficient" ? "insufficientHint" : "declinedHint")}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" busy={busy === "card"} disabled={Boolean(busy)} onClick={onChangeCard}>{t("changeCard")}</Button>
            <Button busy={busy === "retry"} disabled={Boolean(busy)} onClick={onRetry}>{t("retry")}</Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

/** The payment-error dialog wired to the billing actions: retry the last payment, or add a card on Stripe's page. */
export function BillingErrorDialog({ actions }: { actions: ReturnType<typeof useBillingActions> }) {
  return (
    <PaymentErrorDialog
      problem={actions.problem}
      onClose={actions.closeProblem}
      onRetry={() => void actions.retryLast()}
      onChangeCard={() => void actions.addPaymentMethod()}
      busy={actions.busy === "card" ? "card" : null}
    />
  );
}
