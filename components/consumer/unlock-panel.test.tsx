// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/client/query-client";
import type { PriceListDto } from "@/lib/contracts/billing";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import { PRICE_LIST } from "@/tests/support/price-list";
import type { UnlockTarget } from "./unlock-offers";
import { UnlockPanel } from "./unlock-panel";

const search = { value: "" };
vi.mock("next/navigation", () => ({ useSearchParams: () => new URLSearchParams(search.value) }));

const PAIR: UnlockTarget = { kind: "pair", ids: ["00000000-0000-4000-8000-000000000001", "00000000-0000-4000-8000-000000000002"] };
const RESULT: UnlockTarget = { kind: "result", product: "couple", key: "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg", createdAt: new Date().toISOString() };
const RUB: PriceListDto = {
  ...PRICE_LIST,
  currency: "rub",
  plans: PRICE_LIST.plans.map((p) => ({ ...p, currency: "rub", price: p.price * 80, discountedPrice: p.code === "full_1_month" ? 129000 : p.code === "full_7_day" ? 59000 : p.discountedPrice * 80 })),
  oneTime: { ...PRICE_LIST.oneTime, pairUnlock: { price: 59000, discountedPrice: 39000, discountPercent: -34 } },
};

type Handler = (path: string, body: unknown) => { status: number; body: unknown } | undefined;
const calls: Array<{ path: string; body: unknown }> = [];

/** Answers the price list in the currency of its `ln` (unless a list is given) and the payment calls with `handler`. */
function serve(handler: Handler, list?: PriceListDto) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const { pathname: path, searchParams } = new URL(url, "http://localhost");
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ path, body });
      const answer = path === "/api/v1/stripe/list-price" ? { status: 200, body: list ?? (searchParams.get("ln") === "ru" ? RUB : PRICE_LIST) } : (handler(path, body) ?? { status: 404, body: { code: "record_not_found", message: "", status: 404, requestId: "r" } });
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "content-type": "application/json" } });
    }),
  );
}

function show(target: UnlockTarget, locale: "en" | "ru" = "en") {
  const onUnlocked = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ru}>
        <UnlockPanel target={target} names={["Kate", "Leo"]} onUnlocked={onUnlocked} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
  return onUnlocked;
}

const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");
let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.stubEnv("NODE_ENV", "production");
  search.value = "";
  calls.length = 0;
  window.localStorage.clear();
  assign = vi.fn();
  Object.defineProperty(window, "location", { configurable: true, value: { ...new URL("http://localhost:3420/love-mobile/p2p/x"), href: "http://localhost:3420/love-mobile/p2p/x", pathname: "/love-mobile/p2p/x", assign } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe("the unlock screen of a love-mobile pair", () => {
  it("lists what unlocking adds and offers the pair for good or unlimited, monthly by default", async () => {
    serve(() => undefined);
    show(PAIR);
    expect(await screen.findByRole("heading", { name: "Unlock the full reading" })).toBeTruthy();
    for (const text of ["What drives each of the four scores", "One thing to try for each score", "A written report about the two of you", "The PDF with the full report, to keep"]) expect(screen.getByText(text)).toBeTruthy();
    const once = (await screen.findByRole("radio", { name: "This pair, for good" })) as HTMLInputElement;
    expect(once.checked).toBe(true);
    expect(screen.getByRole("button", { name: "Pay $4.99" })).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Unlimited" }));
    expect((screen.getByRole("radio", { name: "Monthly" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("button", { name: "Subscribe for $14.99 a month" })).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Weekly" }));
    expect(screen.getByRole("button", { name: "Subscribe for $6.99 a week" })).toBeTruthy();
  });

  it("shows roubles with a decimal comma in Russian", async () => {
    serve(() => undefined);
    show(PAIR, "ru");
    const pay = await screen.findByTestId("unlock-pay");
    expect(plain(pay.textContent)).toBe("Оплатить 390,00 ₽");
    expect(screen.getByRole("radio", { name: "Эта пара — навсегда" })).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Безлимит" }));
    expect(plain(screen.getByTestId("unlock-pay").textContent)).toBe("Подписаться за 1 290,00 ₽ в месяц");
  });

  it("goes to Stripe Checkout with this page as the way back", async () => {
    serve((path) => (path === "/api/v1/stripe/create-payment-intent" ? { status: 200, body: { id: "cs_1", status: "UNPAID", checkoutUrl: "https://checkout.stripe.com/c/pay/cs_1" } } : undefined));
    show(PAIR);
    fireEvent.click(await screen.findByRole("button", { name: "Pay $4.99" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://checkout.stripe.com/c/pay/cs_1"));
    expect(calls.find((c) => c.path === "/api/v1/stripe/create-payment-intent")?.body).toEqual({ id1: PAIR.kind === "pair" ? PAIR.ids[0] : "", id2: PAIR.kind === "pair" ? PAIR.ids[1] : "", returnTo: "/love-mobile/p2p/x" });
  });

  it("subscribes to the chosen unlimited plan through Checkout", async () => {
    serve((path) => (path === "/api/v1/stripe/update-subscription" ? { status: 200, body: { result: "checkout", checkoutUrl: "https://checkout.stripe.com/c/pay/cs_2", subscription: {} } } : undefined));
    show(PAIR);
    fireEvent.click(await screen.findByRole("radio", { name: "Unlimited" }));
    fireEvent.click(screen.getByRole("radio", { name: "Weekly" }));
    fireEvent.click(screen.getByRole("button", { name: "Subscribe for $6.99 a week" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://checkout.stripe.com/c/pay/cs_2"));
    expect(calls.find((c) => c.path === "/api/v1/stripe/update-subscription")?.body).toEqual({ subscribe: "full_7_day", returnTo: "/love-mobile/p2p/x" });
  });

  it("translates a declined card", async () => {
    serve((path) => (path === "/api/v1/stripe/create-payment-intent" ? { status: 402, body: { code: "payment_error", message: "", status: 402, requestId: "r" } } : undefined));
    show(PAIR);
    fireEvent.click(await screen.findByRole("button", { name: "Pay $4.99" }));
    expect(await screen.findByText("Card declined")).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it("says honestly that payments are not configured, with the prices for reference", async () => {
    serve(() => undefined, { ...PRICE_LIST, paymentsConfigured: false });
    show(PAIR);
    expect(await screen.findByText("Card payments are not set up here")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Pay $4.99" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says so too when paying answers payment:not_configured", async () => {
    serve((path) => (path === "/api/v1/stripe/create-payment-intent" ? { status: 503, body: { code: "payment:not_configured", message: "", status: 503, requestId: "r" } } : undefined));
    show(PAIR);
    fireEvent.click(await screen.findByRole("button", { name: "Pay $4.99" }));
    expect(await screen.findByTestId("payments-not-configured")).toBeTruthy();
  });

  it("back from Checkout, waits for the server to record the payment, then reads the pair again", async () => {
    search.value = "payment=success";
    let checks = 0;
    serve((path) => (path === "/api/v1/stripe/check-payment-pair" ? { status: 200, body: { status: ++checks < 2 ? "UNPAID" : "PAID" } } : undefined));
    const onUnlocked = show(PAIR);
    expect(await screen.findByText("Payment received, opening your report…")).toBeTruthy();
    expect(screen.queryByTestId("unlock-pay")).toBeNull();
    await waitFor(() => expect(onUnlocked).toHaveBeenCalledTimes(1), { timeout: 4000 });
    expect(checks).toBe(2);
  });

  it("a cancelled checkout says nothing was charged and offers to pay again", async () => {
    search.value = "payment=cancelled";
    serve(() => undefined);
    show(PAIR);
    expect(await screen.findByText("Payment cancelled. Nothing was charged.")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Pay $4.99" })).toBeTruthy();
  });
});

describe("the unlock screen of an anonymous result", () => {
  it("the first time, offers today's price and keeps the optional receipt e-mail with the payment", async () => {
    serve((path) => {
      if (path === "/api/v1/stripe/couple/create-anonymous-payment-intent") return { status: 200, body: { id: "0b5c6c36-8d39-4f57-9d1f-1b0d2f3a4b5c", status: "UNPAID", checkoutUrl: "https://checkout.stripe.com/c/pay/cs_3" } };
      if (path === "/api/v1/stripe/couple/update-anonymous-payment") return { status: 200, body: { ok: true } };
      return undefined;
    });
    show(RESULT);
    expect(await screen.findByText("Today’s price")).toBeTruthy();
    // One way to unlock is no choice: no radio, just the offer.
    expect(screen.queryByRole("radio")).toBeNull();
    expect(screen.getByText("This result, for good")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("E-mail for the receipt (optional)"), { target: { value: "kate@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Pay $1.99" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://checkout.stripe.com/c/pay/cs_3"));
    expect(calls.find((c) => c.path.endsWith("/create-anonymous-payment-intent"))?.body).toEqual({ key: RESULT.kind === "result" ? RESULT.key : "", discount: true, returnTo: "/love-mobile/p2p/x" });
    expect(calls.find((c) => c.path.endsWith("/update-anonymous-payment"))?.body).toEqual({ id: "0b5c6c36-8d39-4f57-9d1f-1b0d2f3a4b5c", email: "kate@example.com" });
  });

  it("after the first day, the regular price without the offer", async () => {
    serve(() => undefined);
    show({ ...RESULT, createdAt: new Date(Date.now() - 25 * 3_600_000).toISOString() } as UnlockTarget);
    expect(await screen.findByRole("button", { name: "Pay $3.99" })).toBeTruthy();
    expect(screen.queryByText("Today’s price")).toBeNull();
  });
});
