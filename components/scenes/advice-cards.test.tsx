// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import { CompanyContributorList } from "./company-contributor-list";
import { ContributorList } from "./contributor-list";
import { PairAdviceCard } from "./pair-advice-card";
import { TeamSupportCard } from "./team-support-card";

const inLocale = (locale: "en" | "ru", node: ReactNode) =>
  render(<NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ru} timeZone="UTC">{node}</NextIntlClientProvider>);
const names: Record<string, string> = { a: "Vera Kuznetsova", b: "Oleg Petrov", x: "Ivan Sidorov" };
const nameOf = (id: string) => names[id] ?? id;
afterEach(cleanup);

describe("a reason's research", () => {
  it("shows the short citations and opens to the full references (en)", () => {
    inLocale("en", <CompanyContributorList contributors={[{ code: "low_min_agreeableness", impact: -3, actor: "a", value: 2.1 }]} nameOf={nameOf} />);
    const cite = screen.getByTestId("research-cite");
    expect(cite.querySelector("summary")!.textContent).toBe("Research: Bell 2007; Prewett et al. 2009");
    fireEvent.click(cite.querySelector("summary")!);
    expect(cite.textContent).toContain("Journal of Applied Psychology, 92(3), 595–615");
  });

  it("cites nothing on a consumer result, whose list has no research", () => {
    inLocale("en", <ContributorList contributors={[{ code: "low_min_agreeableness", impact: -3, actor: "a", value: 2.1 }]} nameOf={nameOf} />);
    expect(screen.queryByTestId("research-cite")).toBeNull();
  });

  it("reads in Russian and cites nothing for a love answer", () => {
    inLocale("ru", <CompanyContributorList contributors={[{ code: "leader_fit_mood", impact: -2, actor: "b", value: 31 }, { code: "love_topic", impact: 1, topic: "weekend", answer: "together" }]} nameOf={nameOf} />);
    const cites = screen.getAllByTestId("research-cite");
    expect(cites).toHaveLength(1);
    expect(cites[0]!.querySelector("summary")!.textContent).toBe("Исследования: Judge и др. 2002");
    expect(screen.getByTestId("contributors").textContent).toContain("Ближайший руководитель — Oleg Petrov");
  });
});

describe("the pair's suggestion", () => {
  it("follows the strongest lowering reason and names whom it is mostly about (ru)", () => {
    inLocale("ru", <PairAdviceCard contributors={[{ code: "high_mean_conscientiousness", impact: 5 }, { code: "high_max_negative_emotionality", impact: -4, actor: "b" }]} nameOf={nameOf} />);
    const card = screen.getByTestId("pair-advice");
    expect(card.dataset.advice).toBe("raise_issues_early_and_calmly");
    expect(card.textContent).toContain("Договоритесь поднимать проблемы рано");
    expect(card.textContent).toContain("Прежде всего это касается: Oleg Petrov.");
    expect(card.textContent).toContain("это тенденция, а не оценка людей".replace("это", "Это"));
  });

  it("keeps what works when nothing lowers the pair (en)", () => {
    inLocale("en", <PairAdviceCard contributors={[{ code: "high_mean_agreeableness", impact: 4 }]} nameOf={nameOf} />);
    expect(screen.getByTestId("pair-advice").textContent).toContain("Keep what works");
    expect(screen.getByTestId("pair-advice").textContent).not.toContain("Mostly about");
  });
});

describe("who needs support", () => {
  const members = [
    { id: "a", condition: 45, contributors: [] },
    { id: "b", condition: -40, contributors: [{ code: "teammate_dismissed" as const, impact: -22, actor: "x", value: 80 }] },
  ];
  it("names the member in the lowest mood, the mood and the reason with the colleague who left (en)", () => {
    inLocale("en", <TeamSupportCard members={members} nameOf={nameOf} />);
    const card = screen.getByTestId("team-support");
    expect(card.dataset.actor).toBe("b");
    expect(card.textContent).toContain("Oleg Petrov: likely the lowest mood in the team (bad).");
    expect(card.textContent).toContain("a familiar colleague, Ivan Sidorov, has left");
  });

  it("says so in Russian, and says nobody when every mood is good", () => {
    inLocale("ru", <TeamSupportCard members={members} nameOf={nameOf} />);
    expect(screen.getByTestId("team-support").textContent).toContain("Oleg Petrov: вероятно, самое низкое настроение в команде (плохое).");
    cleanup();
    inLocale("ru", <TeamSupportCard members={[{ id: "a", condition: 60, contributors: [] }]} nameOf={nameOf} />);
    expect(screen.getByTestId("team-support").textContent).toContain("ни у кого в команде настроение не ниже хорошего");
  });

  it("omits the reason on a day whose reasons the engine did not keep", () => {
    inLocale("en", <TeamSupportCard members={[{ id: "a", condition: -30, contributors: [] }]} nameOf={nameOf} />);
    expect(screen.getByTestId("team-support").textContent).not.toContain("Reason");
  });
});
