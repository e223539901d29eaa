"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";
import { endpointKey, fetchEndpoint } from "@/lib/client/endpoint-query";
import { callEndpoint } from "@/lib/client/call-endpoint";
import { offerOpen, paymentPhase, pollInterval, returnPathOf, withoutPaymentParam, type PaymentPhase } from "@/lib/client/payment-return";
import type { ErrorBody } from "@/lib/contracts/errors";
import { endpoints } from "@/lib/contracts/endpoints";
import type { UnlockTarget } from "./unlock-offers";

function checkPayment(target: UnlockTarget) {
  return target.kind === "pair"
    ? fetchEndpoint(endpoints.postStripeCheckPaymentPair, { body: { id1: target.ids[0], id2: target.ids[1] } })
    : fetchEndpoint(endpoints.postStripeByProductCheckAnonymousPaymentPair, { params: { product: target.product }, body: { key: target.key } });
}

function checkKey(target: UnlockTarget) {
  return target.kind === "pair"
    ? endpointKey(endpoints.postStripeCheckPaymentPair, { body: { id1: target.ids[0], id2: target.ids[1] } })
    : endpointKey(endpoints.postStripeByProductCheckAnonymousPaymentPair, { params: { product: target.product }, body: { key: target.key } });
}

/**
 * After Stripe Checkout sends the buyer back (`?payment=success|cancelled`): while the
 * webhook has not reached the server, ask every 1.5 s whether the purchase is PAID (about a
 * minute at most), then call `onPaid` once so the page reads the unlocked result again.
 */
export function usePaymentReturn(target: UnlockTarget, onPaid: () => void): { phase: PaymentPhase; checkAgain: () => void } {
  const returned = useSearchParams().get("payment");
  const client = useQueryClient();
  const key = checkKey(target);
  const query = useQuery({
    queryKey: key,
    queryFn: () => checkPayment(target),
    enabled: returned === "success",
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (q) => pollInterval(paymentPhase(returned, q.state.dataUpdateCount + q.state.errorUpdateCount, q.state.data?.status ?? null)),
  });
  // Reading the answer times makes every check re-render this hook, also when the answer is the same.
  const answered = query.dataUpdatedAt + query.errorUpdatedAt > 0 ? client.getQueryState(key) : undefined;
  const phase = paymentPhase(returned, (answered?.dataUpdateCount ?? 0) + (answered?.errorUpdateCount ?? 0), query.data?.status ?? null);
  useEffect(() => {
    if (phase !== "paid") return;
    // A reload after the unlock should not wait again.
    window.history.replaceState(window.history.state, "", withoutPaymentParam(window.location.href));
    onPaid();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the server says PAID
  }, [phase]);
  return { phase, checkAgain: () => void query.refetch() };
}

/**
 * Whether the first-day offer of an anonymous result is open: a day from the result's
 * creation, the same rule the server applies when it decides the price.
 */
export function useResultOffer(createdAt: string | null): boolean {
  // Read in the browser only (the server renders no offer), so hydration never disagrees about the clock.
  return useSyncExternalStore(
    noSubscription,
    () => createdAt !== null && offerOpen(Date.parse(createdAt), Date.now()),
    () => false,
  );
}

const noSubscription = () => () => {};

export type PayChoice = { kind: "once"; offer: boolean; email: string } | { kind: "unlimited"; plan: string };

/**
 * Starts a purchase: the server answers with Stripe Checkout's address and the browser goes
 * there (card data never touches this site). Resolves to the error when it cannot start, or
 * to "unlocked" when nothing is left to pay (already paid, or a subscription switched in place).
 */
export async function startPayment(target: UnlockTarget, choice: PayChoice): Promise<{ error: ErrorBody } | "redirected" | "unlocked"> {
  const returnTo = returnPathOf(window.location.pathname);
  let checkoutUrl: string | null;
  if (choice.kind === "unlimited") {
    const r = await callEndpoint(endpoints.postStripeUpdateSubscription, { body: { subscribe: choice.plan, returnTo } });
    if (!r.ok) return { error: r.error };
    checkoutUrl = r.data.result === "checkout" ? r.data.checkoutUrl : null;
  } else if (target.kind === "pair") {
    const r = await callEndpoint(endpoints.postStripeCreatePaymentIntent, { body: { id1: target.ids[0], id2: target.ids[1], returnTo } });
    if (!r.ok) return { error: r.error };
    checkoutUrl = r.data.checkoutUrl;
  } else {
    const r = await callEndpoint(endpoints.postStripeByProductCreateAnonymousPaymentIntent, { params: { product: target.product }, body: { key: target.key, discount: choice.offer, returnTo } });
    if (!r.ok) return { error: r.error };
    checkoutUrl = r.data.checkoutUrl;
    const email = choice.email.trim();
    if (email && checkoutUrl) {
      // The receipt address is optional: a failure here must not stop the payment.
      await callEndpoint(endpoints.postStripeByProductUpdateAnonymousPayment, { params: { product: target.product }, body: { id: r.data.id, email } });
    }
  }
  if (!checkoutUrl) return "unlocked";
  window.location.assign(checkoutUrl);
  return "redirected";
}
