// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it } from "vitest";
import type { ShowcasePair } from "@/lib/contracts/landing-showcase";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import { PairCurveChart } from "./pair-curve-chart";

const person = (firstName: string) => ({ firstName, lastName: "", gender: "F" as const });
const months = ["2026-11", "2026-12", "2027-01", "2027-02", "2027-03", "2027-04", "2027-05", "2027-06", "2027-07", "2027-08", "2027-09", "2027-10"];
const PAIR: ShowcasePair = {
  a: person("Anna"),
  b: person("Boris"),
  months: months.map((month, i) => ({ month, compatibility: 40 + i / 2, low: 10, high: 80 })),
  average: 42.75,
};

const draw = (locale: "en" | "ru", variant: "wide" | "compact", names: { a: string; b: string }) =>
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ru} timeZone="UTC">
      <PairCurveChart pair={PAIR} names={names} variant={variant} />
    </NextIntlClientProvider>,
  );

afterEach(cleanup);

describe("the landing's pair chart", () => {
  it("draws a point per month, the band, and names every month when wide", () => {
    draw("en", "wide", { a: "Anna", b: "Boris" });
    const chart = screen.getByTestId("showcase-pair-chart");
    expect(chart.querySelectorAll("circle")).toHaveLength(12);
    expect(chart.querySelectorAll("polygon")).toHaveLength(1);
    const labels = [...chart.querySelectorAll("text")].map((t) => t.textContent);
    expect(labels).toEqual(["0", "25", "50", "75", "100", "Nov", "Dec", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct"]);
    expect(chart.getAttribute("aria-label")).toBe("Likely compatibility of Anna and Boris month by month, from November 2026 to October 2027: from 40 to 46 of 100");
  });

  it("names every other month on a phone, in Russian, and says the range without a case to agree", () => {
    draw("ru", "compact", { a: "Анна", b: "Борис" });
    const chart = screen.getByTestId("showcase-pair-chart");
    expect(chart.querySelectorAll("circle")).toHaveLength(12);
    const months = [...chart.querySelectorAll("text")].slice(5).map((t) => t.textContent);
    expect(months).toEqual(["нояб.", "янв.", "март", "май", "июль", "сент."]);
    expect(chart.getAttribute("aria-label")).toMatch(/^Вероятная совместимость: Анна и Борис по месяцам, ноябрь 2026 г\. — октябрь 2027 г\.: от 40 до 46 из 100$/);
  });
});
