// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SharedProfileCard } from "@/components/profiles/shared-profile-card";
import { TeamForm } from "@/components/team-check/team-form";
import { NEW_TEAM } from "@/components/team-check/team-setup";
import { createQueryClient } from "@/lib/client/query-client";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import { GatedButton } from "./verification-gate";

const self = { email: "new@example.com", isTmpOwner: false, accessRules: { needVerify: true } };
vi.mock("./owner-self-context", () => ({ useOptionalOwnerSelf: () => ({ self, setSelf: () => undefined }) }));

const REASON = {
  en: "Available once you confirm your e-mail: open the link we sent, or send a new one in the notice above.",
  ru: "Станет доступно, когда вы подтвердите e-mail: откройте ссылку из письма или отправьте новую в уведомлении вверху.",
};

function inLocale(locale: "en" | "ru", children: ReactNode) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <NextIntlClientProvider locale={locale} messages={locale === "ru" ? ru : en}>{children}</NextIntlClientProvider>
    </QueryClientProvider>
  );
}

afterEach(() => {
  cleanup();
  self.accessRules.needVerify = true;
});

describe("an action that needs a confirmed e-mail", () => {
  for (const locale of ["en", "ru"] as const) {
    it(`stays on screen, disabled, with the reason beside it (${locale})`, () => {
      const onClick = vi.fn();
      render(inLocale(locale, <GatedButton onClick={onClick}>{locale === "ru" ? ru.profiles.create : en.profiles.create}</GatedButton>));
      const button = screen.getByRole("button", { name: locale === "ru" ? "Новый профиль" : "New profile" }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      const reason = screen.getByTestId("unverified-reason");
      expect(reason.textContent).toBe(REASON[locale]);
      expect(button.getAttribute("aria-describedby")).toBe(reason.id);
      fireEvent.click(button);
      expect(onClick).not.toHaveBeenCalled();
    });
  }

  it("works as a plain button once the e-mail is confirmed, and keeps its own disabled state", () => {
    self.accessRules.needVerify = false;
    const onClick = vi.fn();
    render(inLocale("en", <><GatedButton onClick={onClick}>Go</GatedButton><GatedButton disabled>Not yet</GatedButton></>));
    expect(screen.queryByTestId("unverified-reason")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Go" }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect((screen.getByRole("button", { name: "Not yet" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("the team check's run button says why it is closed (ru)", () => {
    const ready = { ...NEW_TEAM, slots: ["a", "b", null, null] };
    const person = (id: string, firstName: string) => ({ _id: id, firstName, lastName: "Lee", position: null, avatarName: null, eligible: true, shared: false, kind: "profile" as const });
    const byId = new Map([["a", person("a", "Ann")], ["b", person("b", "Bob")]]);
    render(inLocale("ru", <TeamForm setup={ready} onChange={() => undefined} byId={byId} hasResult={false} dirty={false} busy={false} error={null} onRun={() => undefined} />));
    expect((screen.getByTestId("team-run") as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId("unverified-reason").textContent).toBe(REASON.ru);
    cleanup();
    // The same form of a confirmed owner runs: the gate, not the slots, closed it.
    self.accessRules.needVerify = false;
    render(inLocale("ru", <TeamForm setup={ready} onChange={() => undefined} byId={byId} hasResult={false} dirty={false} busy={false} error={null} onRun={() => undefined} />));
    expect((screen.getByTestId("team-run") as HTMLButtonElement).disabled).toBe(false);
  });

  it("a shared link's page, which has no owner shell, shows the notice with the resend and the add button disabled (en, ru)", () => {
    const card = { firstName: "Ann", lastName: "Lee", position: null, avatarName: null, companyName: "Acme", completed: false, bigFive: null, attach: { state: "can_attach" as const } };
    render(inLocale("en", <SharedProfileCard card={card} link="abcdefghijkl" base="/owner" signedIn unverifiedEmail="new@example.com" />));
    expect(screen.getByText("Functionality unavailable, verify the account")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Send the link again" })).toBeTruthy();
    expect((screen.getByRole("button", { name: "Add to my profiles" }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    render(inLocale("ru", <SharedProfileCard card={card} link="abcdefghijkl" base="/owner" signedIn unverifiedEmail="new@example.com" />));
    expect(screen.getByRole("button", { name: "Отправить ссылку ещё раз" })).toBeTruthy();
    expect((screen.getByRole("button", { name: "Добавить в мои профили" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
