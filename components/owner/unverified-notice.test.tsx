// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/client/query-client";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import { RESEND_COOLDOWN_MS, restAfter } from "./resend-verification";
import { TmpMailNotice, UnverifiedNotice } from "./unverified-notice";

const self = { email: "new@example.com", isTmpOwner: false, accessRules: { needVerify: true } };
vi.mock("./owner-self-context", () => ({ useOptionalOwnerSelf: () => ({ self, setSelf: () => undefined }) }));

function inLocale(locale: "en" | "ru", children: ReactNode) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <NextIntlClientProvider locale={locale} messages={locale === "ru" ? ru : en}>{children}</NextIntlClientProvider>
    </QueryClientProvider>
  );
}

/** Answers the resend call with `status` and `body`, recording the requests. */
function answer(status: number, body: unknown) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal("fetch", vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : null });
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  }));
  return calls;
}

const TOO_MANY = { code: "auth:too_many_requests", message: "limit", status: 429, requestId: "r", retryAfter: 1800 };

beforeEach(() => {
  self.accessRules.needVerify = true;
  self.isTmpOwner = false;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the notice of an unconfirmed e-mail", () => {
  it("says why the tools are closed and sends a new link in the page's language (en)", async () => {
    const calls = answer(200, { ok: true });
    render(inLocale("en", <UnverifiedNotice />));
    expect(screen.getByText("Functionality unavailable, verify the account")).toBeTruthy();
    expect(screen.getByText("We have sent a confirmation link to new@example.com. Open it to unlock the tools.")).toBeTruthy();
    const button = screen.getByRole("button", { name: "Send the link again" }) as HTMLButtonElement;
    fireEvent.click(button);
    expect(await screen.findByText("A new confirmation link has been sent to new@example.com. You can ask for another one in a minute.")).toBeTruthy();
    expect(calls).toEqual([{ url: "/api/v1/passport/owner/mail/verification-link", body: { ln: "en" } }]);
    // It rests after a send, so a second press cannot spend the hourly mail limit at once.
    expect(button.disabled).toBe(true);
  });

  it("says it in Russian too", async () => {
    const calls = answer(200, { ok: true });
    render(inLocale("ru", <UnverifiedNotice />));
    expect(screen.getByText("Функционал недоступен, подтвердите аккаунт")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Отправить ссылку ещё раз" }));
    expect(await screen.findByText("Новая ссылка для подтверждения отправлена на new@example.com. Запросить ещё одну можно через минуту.")).toBeTruthy();
    expect(calls[0]!.body).toEqual({ ln: "ru" });
  });

  it("puts the mail limit's wait into words and rests until it passes", async () => {
    answer(429, TOO_MANY);
    render(inLocale("en", <UnverifiedNotice />));
    const button = screen.getByRole("button", { name: "Send the link again" }) as HTMLButtonElement;
    fireEvent.click(button);
    expect((await screen.findByTestId("verification-error")).textContent).toBe("Too many attempts. Please try again in 30 minutes");
    expect(button.disabled).toBe(true);
    cleanup();
    answer(429, { ...TOO_MANY, retryAfter: 60 });
    render(inLocale("ru", <UnverifiedNotice />));
    fireEvent.click(screen.getByRole("button", { name: "Отправить ссылку ещё раз" }));
    expect((await screen.findByTestId("verification-error")).textContent).toBe("Слишком много попыток. Попробуйте снова через 1 минуту");
  });

  it("shows nothing to a verified owner, and the temporary-mail hint only where TmpMailNotice stands", () => {
    self.accessRules.needVerify = false;
    self.isTmpOwner = true;
    render(inLocale("en", <UnverifiedNotice />));
    expect(screen.queryByTestId("unverified-notice")).toBeNull();
    expect(screen.queryByText(/temporary e-mail/)).toBeNull();
    render(inLocale("en", <TmpMailNotice />));
    expect(screen.getByText(/temporary e-mail address/)).toBeTruthy();
  });

  it("rests a minute after a send, the server's wait after the limit, not at all after other errors", () => {
    expect(restAfter({ ok: true })).toBe(RESEND_COOLDOWN_MS);
    expect(restAfter({ ok: false, error: { code: "auth:too_many_requests", retryAfter: 90 } })).toBe(90_000);
    expect(restAfter({ ok: false, error: { code: "auth:too_many_requests" } })).toBe(60_000);
    expect(restAfter({ ok: false, error: { code: "owner:url_count" } })).toBe(0);
  });
});
