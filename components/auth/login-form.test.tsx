// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import { LoginForm } from "./login-form";

vi.mock("next/navigation", () => ({ useSearchParams: () => new URLSearchParams("next=/owner/teams") }));

const fetchCalls: Array<{ url: string; body: unknown }> = [];
let answer: () => Response;

beforeEach(() => {
  fetchCalls.length = 0;
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    fetchCalls.push({ url, body: JSON.parse(String(init.body)) });
    return answer();
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(locale: "en" | "ru" = "en") {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ru}>
      <LoginForm domain="owner" base="/owner" />
    </NextIntlClientProvider>,
  );
  return { email: screen.getByLabelText(locale === "en" ? en.common.email : ru.common.email) as HTMLInputElement, form: document.querySelector("form")! };
}

const errorBody = (code: string, status: number, fields?: Record<string, string>) =>
  new Response(JSON.stringify({ code, message: code, status, requestId: "r1", fields }), { status, headers: { "content-type": "application/json" } });

describe("the sign-in form (plain inputs checked by the contract)", () => {
  it("checks on submit: names each empty field, focuses the first, sends nothing", async () => {
    const { email, form } = renderForm();
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual(["Mandatory field", "Mandatory field"]));
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(fetchCalls).toEqual([]);
  });

  it("after a first submit, the messages follow what is typed", async () => {
    const { email, form } = renderForm();
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getAllByRole("alert")).toHaveLength(2));
    fireEvent.change(email, { target: { value: "not-an-address" } });
    await waitFor(() => expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual(["Invalid email", "Mandatory field"]));
    fireEvent.change(email, { target: { value: "Owner@Demo.test" } });
    await waitFor(() => expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual(["Mandatory field"]));
  });

  it("sends the contract's output with the page's next, and shows the server's refusal", async () => {
    answer = () => errorBody("auth:incorrect_credentials", 401);
    const { email, form } = renderForm();
    fireEvent.change(email, { target: { value: "Owner@Demo.test" } });
    fireEvent.change(screen.getByLabelText(en.common.password), { target: { value: "wrong" } });
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(en.errors.auth_incorrect_credentials));
    expect(fetchCalls).toEqual([{ url: "/api/v1/passport/owner/login", body: { username: "owner@demo.test", password: "wrong", next: "/owner/teams" } }]);
  });

  it("puts the server's field codes on their fields, in Russian too", async () => {
    answer = () => errorBody("validation_error", 400, { password: "required" });
    const { email, form } = renderForm("ru");
    fireEvent.change(email, { target: { value: "owner@demo.test" } });
    fireEvent.change(screen.getByLabelText(ru.common.password), { target: { value: "x" } });
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getAllByRole("alert").map((a) => a.textContent)).toContain(ru.validation.required));
    expect(screen.getByLabelText(ru.common.password).getAttribute("aria-invalid")).toBe("true");
  });
});
