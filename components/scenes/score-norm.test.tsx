// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import { EarlierModelNote, NormSentence, NormsExplainer } from "./score-norm";

const inLocale = (locale: "en" | "ru", node: ReactNode) =>
  render(<NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ru} timeZone="UTC">{node}</NextIntlClientProvider>);
// Intl puts a (narrow) no-break space before % in Russian.
const plain = (s: string | null) => (s ?? "").replace(/[\u00a0\u202f]/g, " ");

afterEach(cleanup);

describe("a company score in words", () => {
  it("says the band and the percentile for a pair in English", () => {
    inLocale("en", <NormSentence norm={{ percentile: 82, band: "high" }} subject="pair" />);
    expect(plain(screen.getByTestId("norm-sentence").textContent)).toBe("High for a pair of specialists: higher than 82% of pairs");
  });

  it("says it in Russian with the percent formatted for the reader", () => {
    inLocale("ru", <NormSentence norm={{ percentile: 82, band: "high" }} subject="pair" />);
    expect(plain(screen.getByTestId("norm-sentence").textContent)).toBe("Высокий для пары специалистов: выше, чем у 82 % пар");
  });

  it("does not claim 0 % for the lowest scores", () => {
    inLocale("ru", <NormSentence norm={{ percentile: 0, band: "low" }} subject="team" />);
    expect(plain(screen.getByTestId("norm-sentence").textContent)).toBe("Низкий для команды: ниже, чем почти у всех команд");
  });

  it("reads members and managers against their own populations", () => {
    inLocale("en", (
      <>
        <NormSentence norm={{ percentile: 40, band: "typical" }} subject="member" />
        <NormSentence norm={{ percentile: 12, band: "low" }} subject="manager" />
      </>
    ));
    const [member, manager] = screen.getAllByTestId("norm-sentence").map((e) => plain(e.textContent));
    expect(member).toBe("Typical for a team member: higher than for 40% of members");
    expect(manager).toBe("Low for a manager’s fit: higher than for 12% of managers");
  });

  it("names the value on cards that show several, with the band in lower case", () => {
    inLocale("ru", <NormSentence norm={{ percentile: 26, band: "typical" }} subject="member" label="Состояние" />);
    expect(plain(screen.getByTestId("norm-sentence").textContent)).toBe("Состояние — обычный уровень для сотрудника команды: выше, чем у 26 % сотрудников");
  });

  it("shows nothing for a score without a norm (an earlier engine's result)", () => {
    const { container } = inLocale("en", <NormSentence norm={undefined} subject="pair" />);
    expect(container.textContent).toBe("");
  });

  it("explains what counts as high with the reference population's sizes, in Russian plural forms", () => {
    inLocale("ru", <NormsExplainer population="pair" />);
    const text = plain(screen.getByTestId("norms-explainer").textContent);
    expect(text).toContain("верхняя четверть");
    expect(text).toContain("4 000 смоделированных пар (среднее за 12 месяцев)");
    cleanup();
    inLocale("ru", <NormsExplainer population="team" />);
    expect(plain(screen.getByTestId("norms-explainer").textContent)).toContain("1 200 смоделированных команд после года совместной работы");
    expect(screen.getByRole("link").getAttribute("href")).toBe("/faq#bands");
  });

  it("offers a rerun on a result of an earlier model only when it can", () => {
    let reran = 0;
    inLocale("en", <EarlierModelNote onRerun={() => reran++} />);
    expect(screen.getByTestId("earlier-model-note").textContent).toContain("Computed by an earlier version of the model");
    screen.getByRole("button", { name: "Run again" }).click();
    expect(reran).toBe(1);
    cleanup();
    inLocale("en", <EarlierModelNote />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
