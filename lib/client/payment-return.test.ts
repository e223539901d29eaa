import { describe, expect, it } from "vitest";
import { ReturnPath } from "@/lib/contracts/billing";
import { OFFER_HOURS, POLL_ATTEMPTS, POLL_INTERVAL_MS, offerOpen, paymentPhase, pollInterval, returnPathOf, withoutPaymentParam } from "./payment-return";

describe("the return from Stripe Checkout", () => {
  it("without a return in the address the offer shows, and nothing is polled", () => {
    expect(paymentPhase(null, 0, null)).toBe("idle");
    expect(paymentPhase("something-else", 3, "PAID")).toBe("idle");
    expect(pollInterval("idle")).toBe(false);
  });

  it("a cancelled checkout says so and polls nothing", () => {
    expect(paymentPhase("cancelled", 0, null)).toBe("cancelled");
    expect(pollInterval("cancelled")).toBe(false);
  });

  it("a successful return waits, asking every 1.5 s, until the server says PAID", () => {
    expect(paymentPhase("success", 0, null)).toBe("waiting");
    expect(paymentPhase("success", 1, "UNPAID")).toBe("waiting");
    expect(paymentPhase("success", 2, "INITIAL")).toBe("waiting");
    expect(pollInterval("waiting")).toBe(POLL_INTERVAL_MS);
    expect(POLL_INTERVAL_MS).toBe(1500);
    expect(paymentPhase("success", 3, "PAID")).toBe("paid");
    expect(pollInterval("paid")).toBe(false);
  });

  it("after about a minute of checks it stops and says it takes longer than usual", () => {
    expect(POLL_ATTEMPTS * POLL_INTERVAL_MS).toBe(60_000);
    expect(paymentPhase("success", POLL_ATTEMPTS - 1, "UNPAID")).toBe("waiting");
    expect(paymentPhase("success", POLL_ATTEMPTS, "UNPAID")).toBe("slow");
    // a failed check counts as an answer that was not PAID
    expect(paymentPhase("success", POLL_ATTEMPTS, null)).toBe("slow");
    expect(pollInterval("slow")).toBe(false);
    // checking again by hand may still find it paid
    expect(paymentPhase("success", POLL_ATTEMPTS + 1, "PAID")).toBe("paid");
  });
});

describe("the page Stripe sends the buyer back to", () => {
  it("is the current path when the contract accepts it, else left to the server", () => {
    for (const path of ["/love-mobile/p2p/0b5c6c36-8d39-4f57-9d1f-1b0d2f3a4b5c", "/main/questionnaire-result/AbC_def-123456789012345678", "/couple-questionnaire/result/x"]) {
      expect(returnPathOf(path)).toBe(path);
      expect(ReturnPath.safeParse(path).success).toBe(true);
    }
    for (const path of ["//evil.example/x", "/a b", "/%2F%2Fevil", "/" + "a".repeat(300)]) {
      expect(returnPathOf(path)).toBeUndefined();
      expect(ReturnPath.safeParse(path).success).toBe(false);
    }
  });

  it("drops only Checkout's parameters from the address", () => {
    expect(withoutPaymentParam("http://localhost:3420/love-mobile/p2p/1?payment=success&session_id=cs_test_1")).toBe("/love-mobile/p2p/1");
    expect(withoutPaymentParam("http://localhost:3420/x?a=1&payment=success#top")).toBe("/x?a=1#top");
  });
});

describe("the first-day offer of an anonymous result", () => {
  const hour = 3_600_000;
  it("is open from the result's creation for a day", () => {
    expect(offerOpen(1_000, 1_000)).toBe(true);
    expect(offerOpen(1_000, 1_000 + OFFER_HOURS * hour - 1)).toBe(true);
    expect(offerOpen(1_000, 1_000 + OFFER_HOURS * hour)).toBe(false);
  });

  it("a creation in the future (a moved clock) does not keep it open", () => {
    expect(offerOpen(10 * hour, 1 * hour)).toBe(false);
  });
});
