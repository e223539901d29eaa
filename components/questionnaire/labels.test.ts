import { describe, expect, it } from "vitest";
import { profileQuestionnaireV1 } from "@/lib/questionnaire";
import { miniDefinition, questionByName } from "@/lib/questionnaire/testing/fixtures";
import { dropdownChain, formatBirthDate, formatNumber, optionLabel, pickText, questionnaireLocale, renderFormula } from "./labels";

describe("questionnaireLocale", () => {
  it("reads Russian locales as ru and everything else as en", () => {
    expect(questionnaireLocale("ru")).toBe("ru");
    expect(questionnaireLocale("ru-RU")).toBe("ru");
    expect(questionnaireLocale("en")).toBe("en");
    expect(questionnaireLocale("de")).toBe("en");
  });
});

describe("pickText", () => {
  it("picks the locale's text and falls back to the other language when it is blank", () => {
    expect(pickText({ ru: "Да", en: "Yes" }, "ru")).toBe("Да");
    expect(pickText({ ru: "Да", en: "Yes" }, "en")).toBe("Yes");
    expect(pickText({ ru: "Да", en: " " }, "en")).toBe("Да");
    expect(pickText({ ru: "", en: "Yes" }, "ru")).toBe("Yes");
    expect(pickText(undefined, "ru")).toBe("");
  });
});

describe("numbers and formulas", () => {
  it("writes numbers without grouping, with the locale's decimal mark", () => {
    expect(formatNumber(2024, "en")).toBe("2024");
    expect(formatNumber(2024, "ru")).toBe("2024");
    expect(formatNumber(0.5, "en")).toBe("0.5");
    expect(formatNumber(0.5, "ru")).toBe("0,5");
  });

  it("fills {value} of formulaRender in the current language", () => {
    const total = questionByName(profileQuestionnaireV1, "education_total_years");
    expect(renderFormula(total, 16, "en")).toBe("Total years of education: 16");
    expect(renderFormula(total, 16, "ru")).toBe("Итого лет обучения: 16");
    const bare = { ...total, answer: { formula: { operation: "sum" as const, questions: [] } } };
    expect(renderFormula(bare, 3.5, "ru")).toBe("3,5");
  });
});

describe("options", () => {
  it("finds an option label by value", () => {
    const level = questionByName(miniDefinition, "level");
    expect(optionLabel(level.scope, "higher", "en")).toBe("University");
    expect(optionLabel(level.scope, "nope", "en")).toBeUndefined();
  });

  it("follows a dropdown path through the tree, as a tree or a list, stopping where it leaves the tree", () => {
    const field = questionByName(miniDefinition, "field");
    const values = (answer: unknown) => dropdownChain(field.scope, answer).map((o) => o.value);
    expect(values({ value: "eng", child: { value: "cs", child: { value: "se" } } })).toEqual(["eng", "cs", "se"]);
    expect(values(["eng", "mech"])).toEqual(["eng", "mech"]);
    expect(values({ value: "eng", child: { value: "zzz" } })).toEqual(["eng"]);
    expect(values(undefined)).toEqual([]);
    expect(values("eng")).toEqual([]);
  });
});

describe("formatBirthDate", () => {
  it("writes the calendar date in the locale, whatever the time zone", () => {
    expect(formatBirthDate("1990-05-17", "en")).toBe("May 17, 1990");
    expect(formatBirthDate("1990-05-17T00:00:00.000Z", "ru")).toBe("17 мая 1990 г.");
    expect(formatBirthDate("17.05.1990", "en")).toBeUndefined();
  });
});
