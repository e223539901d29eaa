import { describe, expect, it } from "vitest";
import { coupleQuestionnaireV1, profileQuestionnaireV1 } from "@/lib/questionnaire";
import { fillAnswers } from "@/lib/questionnaire/testing/fill";
import { miniComplete, miniDefinition, questionByName } from "@/lib/questionnaire/testing/fixtures";
import { answerText, buildPreview } from "./preview-model";

describe("buildPreview", () => {
  it("lists every visible question with its answer label, grouped by step, in the current language", () => {
    const groups = buildPreview(miniDefinition, miniComplete, "en");
    expect(groups.map((g) => [g.stepIndex, g.stepId, g.title])).toEqual([
      [0, "first", "First"],
      [1, "second", "Second"],
    ]);
    expect(groups[0]?.items).toEqual([
      { name: "level", label: "Level", answer: "University" },
      { name: "uni", label: "University", answer: "A" },
      { name: "degree", label: "Degree", answer: "Master" },
      { name: "years", label: "Years", answer: "10" },
      { name: "managed", label: "Managed?", answer: "Yes" },
    ]);
    expect(groups[1]?.items).toEqual([
      { name: "langs", label: "Languages", answer: "English, French" },
      { name: "field", label: "Field", answer: "Engineering › Computing › Software" },
      { name: "from", label: "From", answer: "2000" },
      { name: "to", label: "To", answer: "2010" },
      { name: "total", label: "Total", answer: "31" },
      { name: "both", label: "Both", answer: "X" },
    ]);
    expect(buildPreview(miniDefinition, miniComplete, "ru")[1]?.items[0]).toEqual({ name: "langs", label: "Языки", answer: "Английский, Французский" });
  });

  it("leaves out hidden questions and their stale answers, and shows unanswered ones as null", () => {
    const groups = buildPreview(miniDefinition, { ...miniComplete, level: "none" }, "en");
    const names = groups[0]?.items.map((item) => item.name);
    expect(names).toEqual(["level", "years", "managed"]);
    expect(buildPreview(miniDefinition, {}, "en")[0]?.items).toEqual([
      { name: "level", label: "Level", answer: null },
      { name: "years", label: "Years", answer: null },
    ]);
  });

  it("renders formulas with formulaRender and partner copies with their own labels", () => {
    const answers = fillAnswers(profileQuestionnaireV1);
    const education = buildPreview(profileQuestionnaireV1, answers, "en").find((g) => g.stepId === "education");
    expect(education?.items.at(-1)?.answer).toMatch(/^Total years of education: \d+$/);
    const couple = buildPreview(coupleQuestionnaireV1, { gender_partner: "female" }, "en");
    expect(couple[1]?.items[0]).toEqual({ name: "gender_partner", label: "Your partner's sex", answer: "Female" });
  });
});

describe("answerText", () => {
  it("is null for values that do not fit the question", () => {
    const level = questionByName(miniDefinition, "level");
    expect(answerText(level, "nope", "en")).toBeNull();
    expect(answerText(level, undefined, "en")).toBeNull();
    expect(answerText(questionByName(miniDefinition, "langs"), [], "en")).toBeNull();
    expect(answerText(questionByName(miniDefinition, "years"), "10", "en")).toBeNull();
    expect(answerText(questionByName(miniDefinition, "years"), 2.5, "ru")).toBe("2,5");
  });
});
