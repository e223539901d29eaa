// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import type { ModelMetricsDto, ScaleMetricsDto } from "@/lib/contracts/neuronet";
import { MetricsPanel } from "./metrics-panel";

const diagonal = (n: number) => Array.from({ length: 6 }, (_, r) => Array.from({ length: 6 }, (_, c) => (r === c ? n : 0)));
const scale = (accuracy: number, mae: number, baseline: number, support = 40): ScaleMetricsDto => ({
  support, accuracy, meanAbsoluteError: mae, confusion: diagonal(support ? 3 : 0), baseline: { grade: "MIDDLE_PLUS", accuracy: baseline, meanAbsoluteError: 1.25 },
});
const metrics: ModelMetricsDto = { trainSize: 160, testSize: 40, beatsBaseline: false, scales: { K: scale(0.625, 0.5, 0.3), P: scale(0.2, 1.5, 0.35), L: scale(0, 0, 0, 0) } };

function renderPanel(locale: "en" | "ru") {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ru}>
      <MetricsPanel metrics={metrics} encoding="profile-v1/e1" />
    </NextIntlClientProvider>,
  );
}

afterEach(cleanup);

describe("the metrics panel", () => {
  it("puts each scale's figures beside the named majority baseline and says which is better", () => {
    renderPanel("en");
    const k = screen.getByTestId("metrics-K");
    expect(k.textContent).toContain("62.5%");
    expect(k.textContent).toContain("30%");
    expect(k.textContent).toContain("always Middle+");
    expect(k.textContent).toContain("0.50");
    expect(k.textContent).toContain("Better");
    expect(screen.getByTestId("metrics-P").textContent).toContain("Worse");
    expect(screen.getByText("No graded test profiles on this scale")).toBeTruthy();
    expect(screen.getByTestId("beats-baseline").textContent).toBe("Does not beat the baseline on every tested scale.");
    expect(screen.getByText(/Training set 160, test set 40 · encoder profile-v1\/e1/)).toBeTruthy();
  });

  it("draws a labelled 6x6 confusion matrix per tested scale, rows final and columns predicted", () => {
    renderPanel("en");
    const tables = screen.getAllByRole("table", { name: /rows are final grades/ });
    expect(tables).toHaveLength(2);
    const k = screen.getByRole("table", { name: "Competence (K): rows are final grades, columns predicted ones" });
    expect(within(k).getAllByRole("row")).toHaveLength(7);
    expect(within(k).getByRole("rowheader", { name: "Senior+" })).toBeTruthy();
    expect(within(k).getAllByRole("cell").map((c) => c.textContent).filter((v) => v === "3")).toHaveLength(6);
  });

  it("writes decimals with a comma in Russian", () => {
    renderPanel("ru");
    const k = screen.getByTestId("metrics-K");
    expect(k.textContent).toMatch(/62,5\s%/);
    expect(k.textContent).toContain("0,50");
    expect(k.textContent).toContain("Лучше");
    expect(k.textContent).toContain("всегда Middle+");
  });
});
