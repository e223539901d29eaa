// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import { currencyOf, discountPercent, periodOf, sellablePlans, TIER_FEATURES, TIERS } from "@/lib/billing/plans";
import type { PriceListDto } from "@/lib/contracts/billing";
import { createQueryClient } from "@/lib/client/query-client";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import { PaymentErrorDialog } from "./payment-error-dialog";
import { PlansDialog } from "./plans-dialog";

const self = { accessRules: { needVerify: false }, subscription: { plan: "none", tier: "basic", state: "not_active", teamLimit: 0, teamsUsed: 0 } };
vi.mock("@/components/owner/owner-self-context", () => ({
  useOwnerSelf: () => ({ self, setSelf: () => undefined }),
  useOptionalOwnerSelf: () => ({ self, setSelf: () => undefined }),
}));

/** The price list as the server builds it from the plan table. */
function priceList(locale: "ru" | "en", paymentsConfigured: boolean): PriceListDto {
  const currency = currencyOf(locale);
  const pair = { price: 100, discountedPrice: 50, discountPercent: -50 };
  return {
    currency,
    paymentsConfigured,
    plans: sellablePlans("company").map((plan) => ({
      code: plan.code,
      tier: plan.tier,
      period: periodOf(plan)!,
      months: plan.billing.kind === "oneTime" ? plan.billing.months : null,
      teams: plan.teams,
      title: plan.code,
      description: "",
      currency,
      price: plan.prices![currency].second,
      discountedPrice: plan.prices![currency].first,
      discountPercent: discountPercent(plan.prices![currency]),
      seatsLeft: plan.seats === null ? null : 37,
    })),
    oneTime: { pairUnlock: pair, resultUnlock: pair, resultUnlockDiscount: pair },
  };
}

function renderDialog(locale: "ru" | "en", paymentsConfigured = true) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : null });
      if (url.includes("/stripe/update-subscription")) {
        return new Response(JSON.stringify({ code: "payment_error", message: "declined", status: 402, requestId: "r" }), { status: 402, headers: { "content-type": "application/json" } });
      }
      return new Response(JSON.stringify(priceList(locale, paymentsConfigured)), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NextIntlClientProvider locale={locale} messages={locale === "ru" ? ru : en}>
        <PlansDialog open onOpenChange={() => undefined} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the plans dialog", () => {
  it("opens on monthly prices in dollars, the first price big, the second struck through, the discount as a badge", async () => {
    const calls = renderDialog("en");
    const card = await screen.findByRole("listitem", { name: "Simulator Pro" });
    expect(calls[0]!.url).toContain("/api/v1/stripe/list-price?ln=en&audience=company");
    expect(screen.getByRole("radio", { name: "Monthly" }).getAttribute("aria-checked")).toBe("true");
    expect(within(card).getByTestId("price").textContent).toBe("$79.00");
    expect(within(card).getByTestId("old-price").textContent).toContain("$99.00");
    expect(within(card).getByTestId("discount").textContent).toBe("-20%");
    // Team variants: 2 teams costs more.
    fireEvent.click(within(card).getByRole("radio", { name: "2 teams" }));
    expect(within(card).getByTestId("price").textContent).toBe("$129.00");
    expect(screen.getByRole("listitem", { name: "Bonus" }).textContent).toContain("37 seats left");
    expect(screen.getByRole("listitem", { name: "Director monitor" }).textContent).toContain("Coming soon");
  });

  it("switches to weekly prices, where the monthly-only tiers are absent", async () => {
    renderDialog("en");
    await screen.findByRole("listitem", { name: "Teams" });
    fireEvent.click(screen.getByRole("radio", { name: "Weekly" }));
    const teams = screen.getByRole("listitem", { name: "Teams" });
    expect(within(teams).getByTestId("price").textContent).toBe("$9.00");
    expect(within(teams).getByText("per week")).toBeTruthy();
    expect(screen.queryByRole("listitem", { name: "Unlimited" })).toBeNull();
  });

  it("writes roubles the Russian way, with a decimal comma", async () => {
    renderDialog("ru");
    const card = await screen.findByRole("listitem", { name: "Безлимит" });
    expect(within(card).getByTestId("price").textContent).toMatch(/^39\s900,00\s₽$/);
    expect(screen.getByRole("radio", { name: "Месяц" }).getAttribute("aria-checked")).toBe("true");
    expect(screen.getByRole("listitem", { name: "Бонус" }).textContent).toContain("Осталось 37 мест");
  });

  it("shows the comparison table built from TIER_FEATURES", async () => {
    renderDialog("en");
    const table = await screen.findByRole("table", { name: "Compare plans" });
    expect(within(table).getAllByRole("columnheader")).toHaveLength(TIERS.length + 1);
    const row = within(table).getByRole("row", { name: /Manager's simulator/ });
    const withSimulator = TIERS.filter((tier) => TIER_FEATURES[tier].includes("simulator")).length;
    expect(within(row).getAllByRole("img", { name: "Included" })).toHaveLength(withSimulator);
    expect(within(row).getAllByRole("img", { name: "Not included" })).toHaveLength(TIERS.length - withSimulator);
  });

  it("says up front that payments are not configured and offers nothing to buy", async () => {
    renderDialog("en", false);
    expect(await screen.findByText(/Payments are not configured on this installation yet/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Choose Teams" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("buys through update-subscription and a declined card opens the payment-error dialog", async () => {
    const calls = renderDialog("en");
    const choose = await screen.findByRole("button", { name: "Choose Simulator" });
    await waitFor(() => expect((choose as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(choose);
    const dialog = await screen.findByRole("dialog", { name: "Payment failed" });
    expect(within(dialog).getByText("Card declined")).toBeTruthy();
    expect(calls.find((c) => c.url.includes("update-subscription"))!.body).toEqual({ subscribe: "mid_1_month_1_teams", returnTo: "/" });
  });
});

describe("the payment-error dialog", () => {
  const cases = [
    ["en", "insufficient", "Insufficient funds", "Payment failed"],
    ["en", "declined", "Card declined", "Payment failed"],
    ["ru", "insufficient", "Недостаточно средств", "Оплата не прошла"],
    ["ru", "declined", "Карта отклонена", "Оплата не прошла"],
  ] as const;
  it.each(cases)("%s %s says %s", (locale, problem, text, title) => {
    const onRetry = vi.fn();
    const onChangeCard = vi.fn();
    render(
      <NextIntlClientProvider locale={locale} messages={locale === "ru" ? ru : en}>
        <PaymentErrorDialog problem={problem} onClose={() => undefined} onRetry={onRetry} onChangeCard={onChangeCard} />
      </NextIntlClientProvider>,
    );
    const dialog = screen.getByRole("dialog", { name: title });
    expect(within(dialog).getByText(text)).toBeTruthy();
    const messages = locale === "ru" ? ru : en;
    fireEvent.click(within(dialog).getByRole("button", { name: messages.billing.paymentError.retry }));
    fireEvent.click(within(dialog).getByRole("button", { name: messages.billing.paymentError.changeCard }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onChangeCard).toHaveBeenCalledTimes(1);
  });
});
