import type { PaymentStatusDto } from "@/lib/contracts/billing";

// What the unlock screen shows after Stripe Checkout sends the buyer back. The unlock itself
// happens when Stripe's webhook reaches the server, which may be a moment after the return,
// so a successful return waits for the server to say PAID by asking again every 1.5 s, and
// after about a minute says honestly that it is taking longer. Pure, so the rules are tested
// without a browser; the screen feeds it the query's own counters.

export const POLL_INTERVAL_MS = 1500;
/** 40 checks 1.5 s apart: about a minute. */
export const POLL_ATTEMPTS = 40;

export type PaymentPhase =
  /** No return from Checkout in the address: the offer. */
  | "idle"
  /** The buyer left Checkout without paying. */
  | "cancelled"
  /** Paid at Stripe; waiting for the server to record it. */
  | "waiting"
  /** The server says PAID: the result is being read again. */
  | "paid"
  /** Still not PAID after the last check: refresh later. */
  | "slow";

/**
 * The phase from the `?payment=` value Checkout returned with, how many checks have been
 * answered (a failed check counts: it did not say PAID) and the latest status.
 */
export function paymentPhase(returned: string | null, checks: number, status: PaymentStatusDto["status"] | null): PaymentPhase {
  if (returned === "cancelled") return "cancelled";
  if (returned !== "success") return "idle";
  if (status === "PAID") return "paid";
  return checks >= POLL_ATTEMPTS ? "slow" : "waiting";
}

/** How long until the next check: only while waiting. */
export function pollInterval(phase: PaymentPhase): number | false {
  return phase === "waiting" ? POLL_INTERVAL_MS : false;
}

/** Stripe's return address must be a plain path of this site (the contract's ReturnPath); anything else lets the server choose. */
export function returnPathOf(pathname: string): string | undefined {
  return /^\/(?!\/)[A-Za-z0-9\-._~/]*$/.test(pathname) && pathname.length <= 300 ? pathname : undefined;
}

/** The address without Checkout's `payment=` and `session_id=`, so a reload after the unlock does not wait again. */
export function withoutPaymentParam(href: string): string {
  const url = new URL(href);
  url.searchParams.delete("payment");
  url.searchParams.delete("session_id");
  return url.pathname + url.search + url.hash;
}

export const OFFER_HOURS = 24;

/** The discounted offer of an anonymous result: open for a day from the result's creation (the server's rule too). */
export function offerOpen(createdMs: number, nowMs: number): boolean {
  const age = nowMs - createdMs;
  return age >= 0 && age < OFFER_HOURS * 3_600_000;
}
