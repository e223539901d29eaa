// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { JoinRequestForm } from "@/components/public/join-request-form";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import { FirstSignupForm } from "./first-signup-form";
import { RegistrationForm } from "./registration-form";
import { ResetPasswordForm } from "./reset-password-form";

// The public forms that left react-hook-form for plain inputs (use-native-form.ts): what each
// sends, the consent checkbox, the repeated password, the server's answer and the reset link.

let search = "";
vi.mock("next/navigation", () => ({ useSearchParams: () => new URLSearchParams(search) }));

const fetchCalls: Array<{ url: string; body: unknown }> = [];
let answer: () => Response;
const assigned: string[] = [];

beforeEach(() => {
  search = "";
  fetchCalls.length = 0;
  assigned.length = 0;
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    fetchCalls.push({ url, body: JSON.parse(String(init.body)) });
    return answer();
  });
  vi.stubGlobal("location", { ...window.location, assign: (to: string) => assigned.push(to) });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderIn(locale: "en" | "ru", form: ReactNode) {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ru}>
      {form}
    </NextIntlClientProvider>,
  );
  return document.querySelector("form")!;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const errorBody = (code: string, status: number, fields?: Record<string, string>) => json({ code, message: code, status, requestId: "r1", fields }, status);
const alerts = () => screen.queryAllByRole("alert").map((a) => a.textContent);
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const consentBox = () => document.querySelector<HTMLInputElement>('input[name="consent"]')!;

describe("the registration form (plain inputs checked by the contract)", () => {
  it("refuses an unticked consent and a repeated password that differs, in Russian, and sends nothing", async () => {
    const form = renderIn("ru", <RegistrationForm product="enterprise" home="/owner" submitLabel="Создать" />);
    type(ru.common.email, "new@company.test");
    type(ru.common.password, "Long-Enough-2026");
    type(ru.common.repeatPassword, "Long-Enough-2027");
    fireEvent.submit(form);
    await waitFor(() => expect(alerts()).toEqual([ru.validation.password_mismatch, ru.validation.consent_required]));
    expect(consentBox().getAttribute("aria-invalid")).toBe("true");
    expect(fetchCalls).toEqual([]);
  });

  it("sends the company, the e-mail, the password twice, the consent as true, the language and where to go", async () => {
    search = "next=/owner/teams";
    answer = () => json({ domain: "owner", next: "/owner/teams" });
    const form = renderIn("en", <RegistrationForm product="enterprise" home="/owner" submitLabel="Create" />);
    type(en.common.companyName, "  Acme  ");
    type(en.common.email, "New@Company.test");
    type(en.common.password, "Long-Enough-2026");
    type(en.common.repeatPassword, "Long-Enough-2026");
    fireEvent.click(consentBox());
    fireEvent.submit(form);
    await waitFor(() => expect(assigned).toEqual(["/owner/teams"]));
    expect(fetchCalls).toEqual([
      {
        url: "/api/v1/passport/owner/signup",
        body: { companyName: "Acme", email: "new@company.test", password: "Long-Enough-2026", repeatPassword: "Long-Enough-2026", consent: true, ln: "en", next: "/owner/teams" },
      },
    ]);
  });

  it("puts the server's field code on its field (an address already taken)", async () => {
    answer = () => errorBody("validation_error", 400, { email: "email_taken" });
    const form = renderIn("en", <RegistrationForm product="love" home="/love-mobile" submitLabel="Create" />);
    expect(screen.queryByLabelText(en.common.companyName)).toBeNull();
    type(en.common.email, "taken@company.test");
    type(en.common.password, "Long-Enough-2026");
    type(en.common.repeatPassword, "Long-Enough-2026");
    fireEvent.click(consentBox());
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByLabelText(en.common.email).getAttribute("aria-invalid")).toBe("true"));
    expect(fetchCalls.map((call) => call.url)).toEqual(["/api/v1/passport/owner/love/signup"]);
    expect(fetchCalls[0]!.body).not.toHaveProperty("companyName");
  });
});

describe("the first sign-up form", () => {
  it("needs the consent; once ticked, the message goes as soon as the box changes, and the form sends", async () => {
    answer = () => json({ domain: "owner", next: "/owner" });
    const form = renderIn("en", <FirstSignupForm product="enterprise" home="/owner" />);
    type(en.common.email, "first@company.test");
    fireEvent.submit(form);
    await waitFor(() => expect(alerts()).toEqual([en.validation.consent_required]));
    fireEvent.click(consentBox());
    await waitFor(() => expect(alerts()).toEqual([]));
    fireEvent.submit(form);
    await waitFor(() => expect(assigned).toEqual(["/owner"]));
    expect(fetchCalls).toEqual([{ url: "/api/v1/passport/owner/signup", body: { email: "first@company.test", consent: true, ln: "en", next: "/owner" } }]);
  });
});

describe("the new-password form of a reset link", () => {
  it("sends the link's token with the new password", async () => {
    search = "token=a-reset-token-0123456789";
    answer = () => json({ domain: "owner", next: "/owner" });
    const form = renderIn("en", <ResetPasswordForm domain="owner" />);
    type(en.common.newPassword, "Long-Enough-2026");
    type(en.common.repeatPassword, "Long-Enough-2026");
    fireEvent.submit(form);
    await waitFor(() => expect(assigned).toEqual(["/owner"]));
    expect(fetchCalls).toEqual([{ url: "/api/v1/passport/owner/password/reset", body: { token: "a-reset-token-0123456789", password: "Long-Enough-2026", repeatPassword: "Long-Enough-2026" } }]);
  });

  it("an expired link says so and opens the dialog that asks for a new one (loaded only then)", async () => {
    search = "token=a-reset-token-0123456789";
    answer = () => errorBody("owner:url_expired", 410);
    const form = renderIn("ru", <ResetPasswordForm domain="estimator" />);
    expect(screen.queryByRole("dialog")).toBeNull();
    type(ru.common.newPassword, "Long-Enough-2026");
    type(ru.common.repeatPassword, "Long-Enough-2026");
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByRole("dialog")).toBeTruthy());
    expect(screen.getByRole("dialog").textContent).toContain(ru.auth.expired.title);
    expect(screen.getByRole("dialog").textContent).toContain(ru.auth.expired.textReset);
    expect(screen.getAllByRole("alert", { hidden: true }).map((a) => a.textContent)).toContain(ru.errors.owner_url_expired);
  });

  it("a token cut short in the address is a dead link, said in the form, and nothing is sent", async () => {
    search = "token=short";
    const form = renderIn("en", <ResetPasswordForm domain="owner" />);
    type(en.common.newPassword, "Long-Enough-2026");
    type(en.common.repeatPassword, "Long-Enough-2026");
    fireEvent.submit(form);
    await waitFor(() => expect(alerts()).toEqual([en.errors.owner_url_expired]));
    expect(fetchCalls).toEqual([]);
  });
});

describe("the enterprise request", () => {
  it("names the missing fields, then sends the request with an optional message and the language, and thanks", async () => {
    answer = () => json({ ok: true });
    const form = renderIn("ru", <JoinRequestForm />);
    fireEvent.submit(form);
    await waitFor(() => expect(alerts()).toEqual([ru.validation.required, ru.validation.required, ru.validation.required, ru.validation.consent_required]));
    expect(document.activeElement).toBe(screen.getByLabelText(ru.common.name));
    type(ru.common.name, "Вера");
    type(ru.common.companyName, "ООО Ромашка");
    type(ru.common.email, "vera@romashka.test");
    fireEvent.click(consentBox());
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByText(ru.enterprise.sent)).toBeTruthy());
    expect(fetchCalls).toEqual([{ url: "/api/v1/passport/owner/join/request", body: { name: "Вера", companyName: "ООО Ромашка", email: "vera@romashka.test", message: "", consent: true, ln: "ru" } }]);
  });
});
