import { describe, expect, it } from "vitest";
import { QUESTIONNAIRE_CONTENT } from "./content";
import { inOneLanguage, textIn } from "./one-language";
import type { Locale, LocalizedText } from "./types";

describe("textIn", () => {
  it("takes the language asked for, and the other one when that is blank", () => {
    expect(textIn({ ru: "Да", en: "Yes" }, "ru")).toBe("Да");
    expect(textIn({ ru: "Да", en: "Yes" }, "en")).toBe("Yes");
    expect(textIn({ ru: " ", en: "Yes" }, "ru")).toBe("Yes");
    expect(textIn({ ru: "Да", en: "" }, "en")).toBe("Да");
  });
});

describe("inOneLanguage", () => {
  it("keeps each text in one language and everything else as it is", () => {
    const data = { value: "a", neuronAnswer: 2, label: { ru: "Да", en: "Yes" }, hint: { ru: "", en: "Only English" }, children: [{ label: { ru: "Нет", en: "No" } }] };
    expect(inOneLanguage(data, "ru")).toEqual({ value: "a", neuronAnswer: 2, label: { ru: "Да", en: "" }, hint: { ru: "Only English", en: "" }, children: [{ label: { ru: "Нет", en: "" } }] });
    expect(inOneLanguage(data, "en")).toEqual({ value: "a", neuronAnswer: 2, label: { ru: "", en: "Yes" }, hint: { ru: "", en: "Only English" }, children: [{ label: { ru: "", en: "No" } }] });
  });

  it("leaves an object that only has ru and en among other keys alone", () => {
    const data = { ru: "a", en: "b", note: "c" };
    expect(inOneLanguage(data, "ru")).toEqual(data);
  });

  /** Every { ru, en } text of a value, in document order. */
  function textsOf(value: unknown): LocalizedText[] {
    if (Array.isArray(value)) return value.flatMap(textsOf);
    if (!value || typeof value !== "object") return [];
    const keys = Object.keys(value);
    if (keys.length === 2 && keys.includes("ru") && keys.includes("en")) return [value as LocalizedText];
    return Object.values(value).flatMap(textsOf);
  }

  it.each(["ru", "en"] as const)("reads every shipped questionnaire exactly as the full definition does (%s)", (locale: Locale) => {
    for (const definition of Object.values(QUESTIONNAIRE_CONTENT).flat()) {
      const full = textsOf(definition);
      const one = textsOf(inOneLanguage(definition, locale));
      expect(one.length).toBe(full.length);
      expect(full.length).toBeGreaterThan(20);
      expect(one.map((text) => textIn(text, locale))).toEqual(full.map((text) => textIn(text, locale)));
      // The rest of the definition (codes, conditions, numbers) is untouched.
      const codes = (value: unknown) => JSON.stringify(value, (key, v) => (key === "ru" || key === "en" ? undefined : v));
      expect(codes(inOneLanguage(definition, locale))).toBe(codes(definition));
      // And the page's copy is smaller.
      expect(JSON.stringify(inOneLanguage(definition, locale)).length).toBeLessThan(JSON.stringify(definition).length * 0.9);
    }
  });
});
