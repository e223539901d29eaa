import { describe, expect, it } from "vitest";
import { profileQuestionnaireV1 } from "@/lib/questionnaire";
import { questionnaireOutline } from "./questionnaire-outline";

describe("questionnaire outline", () => {
  it("counts the questions of every step of the shipped questionnaire", () => {
    const outline = questionnaireOutline(profileQuestionnaireV1, "en");
    expect(outline.steps.map((s) => s.id)).toEqual(profileQuestionnaireV1.steps.map((s) => s.id));
    expect(outline.steps.reduce((n, s) => n + s.questions, 0)).toBe(profileQuestionnaireV1.questions.length);
    expect(outline.questions).toBe(profileQuestionnaireV1.questions.length);
    expect(outline.outsideSteps).toBe(0);
    expect(outline.steps[0]!.title).toBe(profileQuestionnaireV1.steps[0]!.title.en);
  });

  it("uses the page's language, falling back to the other one", () => {
    const definition = { title: { ru: "Анкета", en: "" }, steps: [{ id: "a", title: { ru: "Шаг", en: "Step" } }], questions: [] };
    expect(questionnaireOutline(definition, "ru").steps[0]!.title).toBe("Шаг");
    expect(questionnaireOutline(definition, "en").title).toBe("Анкета");
  });

  it("reads a malformed stored definition without failing", () => {
    expect(questionnaireOutline(null, "en")).toEqual({ title: "", steps: [], questions: 0, outsideSteps: 0 });
    const odd = { steps: [{ id: "a" }, "junk", { title: "no id" }], questions: [{ step: "a" }, { step: "zz" }, 5] };
    const outline = questionnaireOutline(odd, "en");
    expect(outline.steps).toEqual([{ id: "a", title: "a", questions: 1 }]);
    expect(outline.outsideSteps).toBe(1);
  });
});
