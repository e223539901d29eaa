import { describe, expect, it } from "vitest";
import { LOVE_DIMENSIONS, LOVE_TOPIC_VALUES, LOVE_TOPICS, TRAITS, type Contributor, type LoveDimension } from "@/lib/engine";
import { reportFactsFor } from "@/tests/support/report-facts";
import { composeStandardReport } from "./compose-standard-report";
import type { ReportDimension, ReportFacts } from "./report-facts";

const LOCALES = ["ru", "en"] as const;
/** What a missing message, a missing value or a broken number would leave behind. */
const BROKEN = /undefined|NaN|null|[{}]|standardReport\.|\(\s*\)|:\s*\.|\s\./;

/** Facts whose every dimension has exactly these contributors. */
function withContributors(base: ReportFacts, contributors: Contributor[]): ReportFacts {
  const dimensions = Object.fromEntries(LOVE_DIMENSIONS.map((d): [LoveDimension, ReportDimension] => [d, { ...base.dimensions[d], contributors }])) as Record<LoveDimension, ReportDimension>;
  return { ...base, dimensions };
}

/** The list items under "what shapes this score" of the first dimension. */
function items(report: string): string[] {
  const first = report.split("\n## ")[1] ?? "";
  return first.split("\n").filter((l) => l.startsWith("- "));
}

/** Every contributor the love forecast can make: each trait on both sides of the midpoint, each topic and answer, both signs. */
function everyLoveContributor(): Contributor[] {
  const list: Contributor[] = [];
  for (const impact of [1.4, -1.4]) {
    for (const code of ["own_trait", "partner_trait"] as const)
      for (const trait of TRAITS) for (const value of [1, 1.8, 2.6, 3.4, 4.2, 5]) for (const actor of ["a", "b"]) list.push({ code, impact, actor, trait, value });
    for (const value of [0, 37.5, 100]) list.push({ code: "similarity", impact: impact / 4, value });
    for (const topic of LOVE_TOPICS) {
      const answers: readonly string[] = LOVE_TOPIC_VALUES[topic];
      for (const answer of answers) list.push({ code: "love_topic", impact: impact / 2, topic, answer });
      list.push({ code: "love_topic", impact: impact / 2, topic, answer: `${answers[0]}+${answers[1]}` });
    }
  }
  return list;
}

describe("composeStandardReport", () => {
  it.each(LOCALES)("renders every contributor the love forecast can make, in %s, with no placeholder left", (locale) => {
    const base = reportFactsFor({ locale });
    for (const c of everyLoveContributor()) {
      const report = composeStandardReport(withContributors(base, [c]));
      const lines = items(report);
      expect(lines, JSON.stringify(c)).toHaveLength(1);
      expect(lines[0], JSON.stringify(c)).not.toMatch(BROKEN);
      expect(lines[0]!.length, JSON.stringify(c)).toBeGreaterThan(30);
    }
  });

  it.each(LOCALES)("renders real forecasts in %s: a label line, a heading per dimension, tips and the framing", (locale) => {
    const facts = reportFactsFor({
      locale,
      traits: [{ negativeEmotionality: 4.6, agreeableness: 1.8, extraversion: 4.5 }, { conscientiousness: 1.5, openMindedness: 4.8, negativeEmotionality: 1.4 }],
      answers: [{ difficulty: "avoid", workLifeBalance: "work_first", weekend: "home", distance: "different_countries" }, { difficulty: "talk_it_through", workLifeBalance: "life_first", weekend: "social", sharedInterests: "none" }],
    });
    const report = composeStandardReport(facts);
    expect(report.split("\n")[0]).toBe(locale === "ru" ? "**Стандартный отчёт.** Составлен автоматически по модели совместимости, без текста, сгенерированного ИИ." : "**Standard report.** Composed automatically from the compatibility model, without AI-generated text.");
    expect(report.match(/^## /gm)).toHaveLength(5);
    expect(report.match(/^# /gm)).toHaveLength(1);
    expect(report).toMatch(locale === "ru" ? /тенденции, а не приговор/ : /tendencies, not fate/);
    for (const line of report.split("\n")) expect(line).not.toMatch(BROKEN);
    expect(composeStandardReport(facts)).toBe(report);
  });

  it.each(LOCALES)("handles edge facts in %s: scores 0 and 100, unknown sex, a partner-rated profile, no contributors", (locale) => {
    const base = reportFactsFor({ locale, basis: "partner_rated", people: [{ firstName: "Sasha", sex: null, age: null }, { firstName: "Kim", sex: null, age: null }] });
    const facts: ReportFacts = {
      ...base,
      dimensions: {
        love: { ...base.dimensions.love, score: 0, percentile: 0, band: "low" },
        sexual: { ...base.dimensions.sexual, score: 100, percentile: 100, band: "high" },
        marital: { ...base.dimensions.marital, score: 50, percentile: 50, band: "typical", contributors: [] },
        friendship: { score: Number.NaN, percentile: 1, band: "typical", contributors: [{ code: "own_trait", impact: -2, actor: "a", trait: "negativeEmotionality", value: 4.5 }] },
      },
    };
    const report = composeStandardReport(facts);
    for (const line of report.split("\n")) expect(line).not.toMatch(BROKEN);
    if (locale === "en") {
      expect(report).toContain("**0 of 100**: below the usual range; lower than almost all couples.");
      expect(report).toContain("**100 of 100**: above the usual range; higher than almost all couples.");
      expect(report).toContain("Kim: this personality profile was filled in by the partner (Sasha)");
      expect(report).toContain("No single trait stands out here");
      expect(report).toContain("harder for them to feel happy");
    } else {
      expect(report).toContain("**0 из 100**: ниже обычного; ниже, чем почти у всех пар.");
      expect(report).toContain("**100 из 100**: выше обычного; выше, чем почти у всех пар.");
      expect(report).toContain("Kim: этот профиль личности заполнен со слов партнёра (Sasha)");
      expect(report).toContain("Ни одна черта здесь не выделяется");
      expect(report).toContain("Sasha: чувствительный человек, легко тревожится и расстраивается (4,5 из 5). Это может мешать чувствовать себя в отношениях счастливо.");
    }
  });

  it("agrees with the person's sex in Russian", () => {
    const facts = (sex: "female" | "male") =>
      reportFactsFor({ locale: "ru", people: [{ firstName: "Саша", sex, age: 30 }, { firstName: "Женя", sex: null, age: 30 }], traits: [{ negativeEmotionality: 4.6, conscientiousness: 4.5 }, {}] });
    const female = composeStandardReport(facts("female"));
    const male = composeStandardReport(facts("male"));
    expect(female).not.toBe(male);
    expect(female).toContain("Саша: чувствительна, легко тревожится");
    expect(male).toContain("Саша: чувствителен, легко тревожится");
    expect(female).toContain("ей самой чувствовать себя в отношениях счастливой");
    expect(male).toContain("ему самому чувствовать себя в отношениях счастливым");
    expect(female).toContain("Партнёру рядом с ней");
    expect(male).toContain("Партнёру рядом с ним");
  });

  it("never declines a name: in Russian a name opens a line with a colon or stands in the nominative", () => {
    const report = composeStandardReport(
      reportFactsFor({
        locale: "ru",
        basis: "partner_rated",
        people: [{ firstName: "Маша", sex: "female", age: 29 }, { firstName: "Илья", sex: "male", age: 31 }],
        traits: [{ negativeEmotionality: 4.2, extraversion: 1.5 }, { agreeableness: 4.4, openMindedness: 1.6 }],
      }),
    );
    expect(report.match(/Маша|Илья/g)?.length).toBeGreaterThan(4);
    // The allowed places: "Маша: …" at the start of a line or list item, "Маша и Илья", "(Маша)".
    const rest = report
      .replace(/^(- |# )?(Маша|Илья): /gm, "")
      .replace(/(Маша|Илья) и (Маша|Илья)/g, "")
      .replace(/\((Маша|Илья)\)/g, "");
    expect(rest).not.toMatch(/Маша|Илья|Маши|Маше|Машу|Ильи|Илье|Илью/);
  });

  it("keeps e-mail addresses, links and Markdown out of names, and names the partners neutrally without one", () => {
    const report = composeStandardReport(
      reportFactsFor({ locale: "en", people: [{ firstName: "anna@example.com", sex: "female", age: 30 }, { firstName: "[Bob](javascript:alert(1)) **x**", sex: "male", age: 30 }] }),
    );
    expect(report).not.toMatch(/@|example|javascript|\]\(|\*\*x/);
    expect(report).toContain("# Partner A and x: compatibility");
  });
});
