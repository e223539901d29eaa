"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useOwnerSelf } from "@/components/owner/owner-self-context";
import { endpointKey, useEndpointMutation } from "@/lib/client/endpoint-query";
import { CHECKOUT_MARK, paymentProblemOf, returnPathOf, type PaymentProblem } from "@/lib/client/billing";
import type { ErrorBody } from "@/lib/contracts/errors";
import { endpoints } from "@/lib/contracts/endpoints";

/** Goes to Stripe's hosted page: card data never touches this site. */
export function goToCheckout(url: string, kind: "plan" | "card"): void {
  try {
    window.sessionStorage.setItem(CHECKOUT_MARK, kind);
  } catch {
    // Private mode without storage: the return notice then speaks of the plan.
  }
  window.location.assign(url);
}

/** Every read the subscription screens show, refetched after a payment action. */
export const BILLING_READS = [endpoints.getOwnerSelf, endpoints.getStripeSubscription, endpoints.getStripeListAllInvoices, endpoints.getStripeListPaymentMethods];

/**
 * The payment actions of the plans dialog and the subscription page: buy or switch a plan,
 * pay an open invoice, add a card. A declined payment becomes `problem` (the payment-error
 * dialog, whose "Try again" repeats the last action); other errors become `error`.
 */
export function useBillingActions() {
  const client = useQueryClient();
  const { self, setSelf } = useOwnerSelf();
  const update = useEndpointMutation(endpoints.postStripeUpdateSubscription);
  const payInvoice = useEndpointMutation(endpoints.postStripePayInvoice);
  const addCard = useEndpointMutation(endpoints.postStripeAddPaymentMethod);
  const [problem, setProblem] = useState<PaymentProblem | null>(null);
  const [error, setError] = useState<ErrorBody | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [retry, setRetry] = useState<(() => Promise<void>) | null>(null);

  const refresh = useCallback(() => Promise.all(BILLING_READS.map((row) => client.invalidateQueries({ queryKey: endpointKey(row) }))), [client]);

  const failed = useCallback((e: ErrorBody, again: () => Promise<void>) => {
    const kind = paymentProblemOf(e.code);
    if (kind) {
      setProblem(kind);
      setRetry(() => again);
    } else setError(e);
  }, []);

  /** Buys `code` (Stripe Checkout) or switches the current subscription to it; resolves to "updated" when switched here. */
  const buy = useCallback(
    async (code: string): Promise<"updated" | "checkout" | null> => {
      setBusy(`buy:${code}`);
      setError(null);
      const result = await update.send({ body: { subscribe: code, returnTo: returnPathOf(window.location.pathname) } });
      if (!result.ok) {
        setBusy(null);
        failed(result.error, async () => void (await buy(code)));
        return null;
      }
      if (result.data.result === "checkout" && result.data.checkoutUrl) {
        goToCheckout(result.data.checkoutUrl, "plan");
        return "checkout";
      }
      setSelf({ ...self, subscription: result.data.subscription });
      await refresh();
      setBusy(null);
      return "updated";
    },
    [update, failed, setSelf, self, refresh],
  );

  const pay = useCallback(
    async (invoiceId: string): Promise<boolean> => {
      setBusy(`pay:${invoiceId}`);
      setError(null);
      const result = await payInvoice.send({ body: { invoiceId } });
      if (!result.ok) {
        setBusy(null);
        failed(result.error, async () => void (await pay(invoiceId)));
        return false;
      }
      await refresh();
      setBusy(null);
      return true;
    },
    [payInvoice, failed, refresh],
  );

  const addPaymentMethod = useCallback(async () => {
    setBusy("card");
    setError(null);
    const result = await addCard.send({ body: { returnTo: "/owner/subscription" } });
    if (!result.ok) {
      setBusy(null);
      setProblem(null);
      return setError(result.error);
    }
    goToCheckout(result.data.checkoutUrl, "card");
  }, [addCard]);

  const retryLast = useCallback(async () => {
    const again = retry;
    setProblem(null);
    if (again) await again();
  }, [retry]);

  return { buy, pay, addPaymentMethod, retryLast, refresh, problem, closeProblem: () => setProblem(null), error, setError, busy };
}
