// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Term } from "@/components/glossary/term";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";

const inLocale = (locale: "en" | "ru", node: ReactNode) =>
  render(<NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ru} timeZone="UTC">{node}</NextIntlClientProvider>);

afterEach(cleanup);

describe("a term with its explanation", () => {
  it("opens on a tap (a press, then the click) and stays open, in English", () => {
    inLocale("en", <Term name="statisticalPower" />);
    const term = screen.getByRole("button", { name: "Statistical power" });
    expect(screen.queryByTestId("term-hint")).toBeNull();
    fireEvent.pointerDown(term, { pointerType: "touch" });
    fireEvent.focus(term);
    fireEvent.click(term);
    const hint = screen.getByTestId("term-hint");
    expect(hint.textContent).toContain("pulled toward the middle of the scale");
    expect(term.getAttribute("aria-expanded")).toBe("true");
  });

  it("opens on keyboard focus and closes on Escape, in Russian", () => {
    inLocale("ru", <Term name="mergeEffect">Эффект слияния</Term>);
    const term = screen.getByRole("button", { name: "Эффект слияния" });
    act(() => term.focus());
    expect(screen.getByTestId("term-hint").textContent).toContain("Насколько последнее изменение состава");
    fireEvent.keyDown(term, { key: "Escape" });
    expect(screen.queryByTestId("term-hint")).toBeNull();
  });

  it("opens while a mouse hovers and a click pins it open", () => {
    inLocale("en", <Term name="K">K Senior</Term>);
    const term = screen.getByRole("button", { name: "K Senior" });
    fireEvent.pointerEnter(term, { pointerType: "mouse" });
    expect(screen.getByTestId("term-hint").textContent).toContain("Competence (K)");
    fireEvent.pointerLeave(term, { pointerType: "mouse" });
    expect(screen.queryByTestId("term-hint")).toBeNull();
    fireEvent.pointerEnter(term, { pointerType: "mouse" });
    fireEvent.pointerDown(term, { pointerType: "mouse" });
    fireEvent.click(term);
    fireEvent.pointerLeave(term, { pointerType: "mouse" });
    expect(screen.getByTestId("term-hint")).toBeTruthy();
  });

  it("names an info-sign term for screen readers in the reader's language", () => {
    inLocale("ru", <Term name="spread" icon />);
    fireEvent.click(screen.getByRole("button", { name: "Разброс" }));
    expect(screen.getByTestId("term-hint").textContent).toContain("стандартное отклонение");
  });
});
