import { describe, expect, it } from "vitest";
import { profileQuestionnaireV1 } from "./content";
import { GRADING_ENCODER_VERSION, gradingEncoding } from "./grading-encoder";
import { gradedCorpus } from "./testing/graded-corpus";
import { miniComplete, miniDefinition } from "./testing/fixtures";
import type { Question, QuestionnaireDefinition } from "./types";

// A select whose codes are strings (one-hot) beside the mini definition's numeric ones.
const colour: Question = {
  neuronName: "colour",
  type: "select",
  label: { ru: "Цвет", en: "Colour" },
  scope: [
    { value: "red", label: { ru: "Красный", en: "Red" }, neuronAnswer: "r" },
    { value: "blue", label: { ru: "Синий", en: "Blue" }, neuronAnswer: "b" },
  ],
  options: {},
  step: "second",
  index: 100,
};
const definition: QuestionnaireDefinition = { ...miniDefinition, questions: [...miniDefinition.questions, colour] };
const encoding = gradingEncoding(definition);

function valuesOf(answers: Record<string, unknown>): Record<string, number> {
  const vector = encoding.encode(answers);
  return Object.fromEntries(encoding.features.map((name, i) => [name, vector[i] as number]));
}

describe("gradingEncoding", () => {
  it("names the questionnaire and the encoder version", () => {
    expect(encoding.id).toBe(`profile-v1/e${GRADING_ENCODER_VERSION}`);
    expect(new Set(encoding.features).size).toBe(encoding.features.length);
  });

  it("encodes every question type by its rule", () => {
    const v = valuesOf({ ...miniComplete, colour: "blue" });
    // select with numeric neuronAnswer 1..3: "higher" is 3 -> 1; "a" is the first of two -> 0; a single option -> 1
    expect([v.level, v.uni, v.degree, v.both]).toEqual([1, 0, 1, 1]);
    expect(v.managed).toBe(1); // yes/no: neuronAnswer 1 of 0..1
    expect(v.years).toBeCloseTo(10 / 40); // slider by its bounds 0..40
    expect([v.from, v.to].map((x) => Math.round((x as number) * 100) / 100)).toEqual([0.5, 0.6]); // range by 1950..2050
    expect([v["langs=en"], v["langs=de"], v["langs=fr"]]).toEqual([1, 0, 1]); // multi-hot
    // dropdown: every level of the path is set
    expect([v["field=eng"], v["field=eng/cs"], v["field=eng/cs/se"], v["field=eng/cs/ds"], v["field=eng/mech"], v["field=other"]]).toEqual([1, 1, 1, 0, 0, 0]);
    // formula: level 16 + uni 5 + years 10 = 31 of at most 16 + 6 + 40 = 62
    expect(v.total).toBeCloseTo(0.5);
    expect([v["colour=red"], v["colour=blue"]]).toEqual([0, 1]); // string codes: one-hot
    expect(encoding.features.filter((f) => f.endsWith(":missing")).every((f) => v[f] === 0)).toBe(true);
  });

  it("marks missing and hidden answers explicitly with value 0", () => {
    const v = valuesOf({ level: "none", years: 1 });
    expect(v.level).toBe(0);
    expect(v["level:missing"]).toBe(0);
    expect([v.uni, v["uni:missing"]]).toEqual([0, 1]); // hidden: level is not "higher"
    expect([v.managed, v["managed:missing"]]).toEqual([0, 1]); // hidden: years <= 2
    expect([v["langs=en"], v["langs:missing"]]).toEqual([0, 1]); // unanswered
    expect(v["field:missing"]).toBe(1);
    expect(v["colour:missing"]).toBe(1);
    expect(v["total:missing"]).toBe(0); // a formula is always computed while visible
  });

  it("treats unknown codes and unusable values as missing, never NaN", () => {
    const v = valuesOf({
      level: "doctorate",
      years: Number.NaN,
      langs: ["en", "klingon"],
      field: { value: "eng", child: { value: "nope" } },
      from: Number.POSITIVE_INFINITY,
      to: "2010",
      colour: { toString: () => "red" },
    });
    for (const name of ["level", "years", "langs", "field", "from", "colour"]) expect(v[`${name}:missing`], name).toBe(1);
    expect(v.to).toBeCloseTo(0.6); // a numeric string from a form field is a number
    expect(Object.values(v).every(Number.isFinite)).toBe(true);
    expect(encoding.encode(null as unknown as Record<string, unknown>).every(Number.isFinite)).toBe(true);
  });

  it("gives the same vector for the same answers, whatever the key order", () => {
    const a = encoding.encode({ ...miniComplete });
    const b = encoding.encode(Object.fromEntries(Object.entries(miniComplete).reverse()));
    expect(Array.from(a)).toEqual(Array.from(b));
  });

  it("matches the real profile questionnaire's features in length, values within 0..1", () => {
    const profile = gradingEncoding(profileQuestionnaireV1);
    expect(profile.id).toBe("profile-v1/e1");
    for (const { answers } of gradedCorpus(50, "encoder")) {
      const vector = profile.encode(answers);
      expect(vector.length).toBe(profile.features.length);
      expect(vector.every((x) => x >= 0 && x <= 1)).toBe(true);
    }
    expect(profile.features).toContain("work_experience_years");
    expect(profile.features).toContain("university_field=engineering_technology/computing/software_engineering");
  });
});
