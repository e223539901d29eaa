// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import { NotInPlan, PlanErrorAlert, TeamUse } from "./plan-gates";
import { PlansDialogContext } from "./use-plans-dialog";

const self = { accessRules: { needVerify: false, allowTeams: false }, subscription: { plan: "lite_1_month_4_teams", tier: "teams", teamLimit: 4, teamsUsed: 2 } };
vi.mock("@/components/owner/owner-self-context", () => ({ useOwnerSelf: () => ({ self, setSelf: () => undefined }) }));

function inLocale(locale: "en" | "ru", children: ReactNode) {
  return <NextIntlClientProvider locale={locale} messages={locale === "ru" ? ru : en}>{children}</NextIntlClientProvider>;
}

afterEach(cleanup);

describe("plan limits say why and offer the plans", () => {
  it("the team limit shows the spec's message and opens the plans dialog", () => {
    const openPlans = vi.fn();
    render(inLocale("en", <PlansDialogContext.Provider value={{ openPlans }}><PlanErrorAlert error={{ code: "subscription:team_limit" }} /></PlansDialogContext.Provider>));
    expect(screen.getByText("The maximum number of teams in your subscription has been reached.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "See plans" }));
    expect(openPlans).toHaveBeenCalledTimes(1);
  });

  it("without the dialog (mobile areas) the way to the plans is a link to the subscription page", () => {
    render(inLocale("ru", <NotInPlan />));
    expect(screen.getByText("Этого инструмента нет в вашем тарифе.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Посмотреть тарифы" }).getAttribute("href")).toBe("/owner/subscription");
  });

  it("other errors keep their own text, and the team use reads N of M teams", () => {
    render(inLocale("en", <><PlanErrorAlert error={{ code: "payment_error" }} /><TeamUse /></>));
    expect(screen.getByRole("alert").textContent).toBe("Card declined");
    expect(screen.getByTestId("team-use").textContent).toBe("2 of 4 teams");
    cleanup();
    render(inLocale("ru", <TeamUse />));
    expect(screen.getByTestId("team-use").textContent).toBe("2 из 4 команд");
  });
});
