// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { SAME_THRESHOLD } from "@/lib/client/score-reading";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import { compareTable, type ComparedTeam } from "./compare-rows";
import { compareVerdict, verdictPeriod } from "./compare-verdict";
import { CompareVerdictView } from "./compare-verdict-view";

const team = (title: string, today: unknown, final: unknown): ComparedTeam => ({ _id: title, title, kind: "team", actorsCount: 3, today, final }) as ComparedTeam;
const inLocale = (locale: "en" | "ru", node: ReactNode) =>
  render(<NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ru} timeZone="UTC">{node}</NextIntlClientProvider>);

afterEach(cleanup);

describe("who leads a row", () => {
  it("never awards a one-point difference", () => {
    const rows = compareTable([team("a", { cohesion: 51 }, null), team("b", { cohesion: 50 }, null)], "today");
    expect(rows[0]!.best.size).toBe(0);
    expect(rows[0]!.same).toBe(true);
  });

  it("never awards the measurement-precision row, however far apart", () => {
    const rows = compareTable([team("a", { precision: 90, cohesion: 70 }, null), team("b", { precision: 40, cohesion: 50 }, null)], "today");
    expect(rows.find((r) => r.row === "precision")!.best.size).toBe(0);
    expect([...rows.find((r) => r.row === "cohesion")!.best]).toEqual([0]);
  });
});

describe("the comparison's verdict", () => {
  it("reads the end of the forecast when every team has one, and today otherwise", () => {
    expect(verdictPeriod([team("a", {}, {}), team("b", {}, {})])).toBe("final");
    expect(verdictPeriod([team("a", {}, {}), team("b", {}, null)])).toBe("today");
  });

  it("names the rows each team clearly leads, the rows about the same, and leaves precision out", () => {
    const a = { currentPower: 60, cohesion: 40, atmosphere: 50, precision: 95 };
    const b = { currentPower: 50, cohesion: 55, atmosphere: 50 + SAME_THRESHOLD - 1, precision: 60 };
    const verdict = compareVerdict([team("a", null, a), team("b", null, b)])!;
    expect(verdict.period).toBe("final");
    expect(verdict.leads).toEqual([
      { team: 0, rows: ["currentPower"] },
      { team: 1, rows: ["cohesion"] },
    ]);
    expect(verdict.same).toEqual(["atmosphere"]);
    expect(verdict.unclear).toEqual([]);
  });

  it("says 'about the same' when no difference reaches the forecasts' precision", () => {
    const verdict = compareVerdict([team("a", { cohesion: 50, currentPower: 52 }, null), team("b", { cohesion: 50 + SAME_THRESHOLD - 1, currentPower: 51 }, null)])!;
    expect(verdict.leads).toEqual([]);
    expect(verdict.same).toEqual(["currentPower", "cohesion"]);
  });

  it("calls a row without a clear leader unclear: two of three close at the top", () => {
    const verdict = compareVerdict([team("a", { cohesion: 70 }, null), team("b", { cohesion: 68 }, null), team("c", { cohesion: 40 }, null)])!;
    expect(verdict.leads).toEqual([]);
    expect(verdict.unclear).toEqual(["cohesion"]);
  });

  it("has nothing to say without two values in any row", () => {
    expect(compareVerdict([team("a", { cohesion: 70 }, null), team("b", null, null)])).toBeNull();
  });
});

describe("the verdict in words", () => {
  const teams = [team("Platform team", null, { currentPower: 62, cohesion: 41, atmosphere: 50 }), team("Growth team", null, { currentPower: 50, cohesion: 55, atmosphere: 52 })];

  it("reads in English", () => {
    inLocale("en", <CompareVerdictView teams={teams} />);
    expect(screen.getAllByTestId("verdict-leads").map((e) => e.textContent)).toEqual(["Platform team is likely stronger on current power.", "Growth team is likely stronger on cohesion."]);
    expect(screen.getByTestId("verdict-same").textContent).toBe("About the same on atmosphere.");
  });

  it("reads in Russian", () => {
    inLocale("ru", <CompareVerdictView teams={teams} />);
    expect(screen.getAllByTestId("verdict-leads").map((e) => e.textContent)).toEqual(["У команды «Platform team», вероятно, выше текущая сила.", "У команды «Growth team», вероятно, выше сплочённость."]);
    expect(screen.getByTestId("verdict-same").textContent).toBe("Примерно одинаково: атмосфера.");
  });

  it("says the teams are about the same when nothing differs enough", () => {
    inLocale("en", <CompareVerdictView teams={[team("a", null, { cohesion: 50 }), team("b", null, { cohesion: 53 })]} />);
    expect(screen.getByTestId("verdict-all-same").textContent).toContain("about the same");
    expect(screen.queryByTestId("verdict-leads")).toBeNull();
  });
});
