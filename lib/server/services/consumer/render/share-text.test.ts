import { describe, expect, it } from "vitest";
import { sampleSummary } from "@/tests/support/share-summary-fixture";
import { MAX_NAME_LENGTH, displayName, plainUserText, shareTexts } from "./share-text";

describe("plainUserText / displayName", () => {
  it("drops emoji, flags, joiners and control or bidi characters", () => {
    expect(plainUserText("Аня 😀👩‍❤️‍👨🇷🇺")).toBe("Аня");
    expect(plainUserText("Bo\u202Eris\u0000\n Lee")).toBe("Bo ris Lee");
    expect(plainUserText("Zoë Ёлкина")).toBe("Zoë Ёлкина");
    expect(plainUserText("🔥")).toBe("");
  });

  it("shortens long names with an ellipsis", () => {
    const name = displayName("Александра-Виктория Константиновна-Максимилиановна");
    expect(Array.from(name)).toHaveLength(MAX_NAME_LENGTH);
    expect(name.endsWith("…")).toBe(true);
    expect(displayName("Александра-Виктория")).toBe("Александра-Виктория");
  });
});

describe("shareTexts", () => {
  it("speaks the summary's language and formats numbers and dates with it", () => {
    const en = shareTexts(sampleSummary());
    expect(en.pair).toBe("Anna & Boris");
    expect(en.dimensions.map((d) => d.label)).toEqual(["Love", "Sexual", "Marital", "Friendship"]);
    expect(en.dimensions[0]).toMatchObject({ score: 72, scoreOfHundred: "72 of 100", bandText: "higher than usual" });
    expect(en.createdAt).toBe("Created on November 24, 2026");

    const ru = shareTexts(sampleSummary({ locale: "ru" }));
    expect(ru.pair).toBe("Anna и Boris");
    expect(ru.dimensions.map((d) => d.title)).toEqual(["Любовная совместимость", "Сексуальная совместимость", "Семейная совместимость", "Дружеская совместимость"]);
    expect(ru.dimensions[3]).toMatchObject({ scoreOfHundred: "31 из 100", bandText: "ниже средней" });
    expect(ru.createdAt).toBe("Составлен 24 ноября 2026 г.");
  });

  it("names someone whose name was only emoji, and keeps scores within 0..100", () => {
    const summary = sampleSummary({ people: [{ firstName: "🔥", avatarName: null }, { firstName: "Bo", avatarName: null }] });
    summary.dimensions.love.score = 140.4;
    summary.dimensions.sexual.score = Number.NaN;
    const texts = shareTexts(summary);
    expect(texts.names[0]).toBe("Partner 1");
    expect(texts.dimensions[0]!.score).toBe(100);
    expect(texts.dimensions[1]!.score).toBe(0);
  });
});
