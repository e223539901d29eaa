import { describe, expect, it } from "vitest";
import { parseCondition } from "./condition";
import { miniDefinition, questionByName } from "./testing/fixtures";
import type { Answers, Question } from "./types";
import { indexQuestions, isQuestionVisible, visibleQuestions } from "./visibility";

const byName = indexQuestions(miniDefinition.questions);
const visible = (name: string, answers: Answers) => isQuestionVisible(questionByName(miniDefinition, name), answers, byName);

function question(neuronName: string, extra: Partial<Question> = {}): Question {
  return { neuronName, type: "select", label: { ru: "в", en: "q" }, scope: [], options: {}, step: "s", index: 0, ...extra };
}

describe("parseCondition", () => {
  it("takes the sign from the first character and the value from the third on", () => {
    expect(parseCondition("= higher")).toEqual({ sign: "=", value: "higher" });
    expect(parseCondition("> 10")).toEqual({ sign: ">", value: "10" });
    expect(parseCondition("< 2.5")).toEqual({ sign: "<", value: "2.5" });
  });

  it("skips exactly one character after the sign, whatever it is", () => {
    expect(parseCondition("=higher")).toEqual({ sign: "=", value: "igher" });
    expect(parseCondition("=  two spaces")).toEqual({ sign: "=", value: " two spaces" });
  });

  it("rejects texts that are not conditions", () => {
    for (const text of ["", "=", "= ", "~ x", "! y", "x = y"]) expect(parseCondition(text)).toBeUndefined();
    expect(parseCondition(42)).toBeUndefined();
    expect(parseCondition(null)).toBeUndefined();
  });
});

describe("isQuestionVisible", () => {
  it("shows a question without conditions", () => {
    expect(visible("level", {})).toBe(true);
    const empty = question("free", { options: { dependsOn: { operator: "and", conditions: [] } } });
    expect(isQuestionVisible(empty, {}, new Map())).toBe(true);
  });

  it("compares `=` conditions as text", () => {
    expect(visible("uni", { level: "higher" })).toBe(true);
    expect(visible("uni", { level: "school" })).toBe(false);
    expect(visible("uni", {})).toBe(false);
  });

  it("compares `>` and `<` conditions as numbers, not as text", () => {
    expect(visible("managed", { years: 3 })).toBe(true);
    expect(visible("managed", { years: 2 })).toBe(false);
    // "10" > "2" is false as text; the answer is compared as a number.
    expect(visible("managed", { years: "10" })).toBe(true);
    const under = question("young", { options: { dependsOn: { operator: "or", conditions: [{ question: "years", condition: "< 10" }] } } });
    const map = new Map(byName).set("young", under);
    expect(isQuestionVisible(under, { years: 9 }, map)).toBe(true);
    expect(isQuestionVisible(under, { years: 10 }, map)).toBe(false);
  });

  it("reads a select answer's computed value for numeric conditions", () => {
    const q = question("q", { options: { dependsOn: { operator: "or", conditions: [{ question: "level", condition: "> 12" }] } } });
    const map = new Map(byName).set("q", q);
    expect(isQuestionVisible(q, { level: "higher" }, map)).toBe(true); // computed 16
    expect(isQuestionVisible(q, { level: "school" }, map)).toBe(false); // computed 11
  });

  it("never matches a numeric condition against a non-number", () => {
    const q = question("q", { options: { dependsOn: { operator: "or", conditions: [{ question: "langs", condition: "> x" }] } } });
    expect(isQuestionVisible(q, { langs: ["en"] }, new Map(byName).set("q", q))).toBe(false);
  });

  it("matches `=` against any chosen multiselect value and any level of a dropdown path", () => {
    const conditions = [
      { question: "langs", condition: "= de" },
      { question: "field", condition: "= cs" },
    ];
    const q = question("q", { options: { dependsOn: { operator: "or", conditions } } });
    const map = new Map(byName).set("q", q);
    expect(isQuestionVisible(q, { langs: ["en", "de"] }, map)).toBe(true);
    expect(isQuestionVisible(q, { langs: ["en"] }, map)).toBe(false);
    expect(isQuestionVisible(q, { field: ["eng", "cs", "ds"] }, map)).toBe(true);
    expect(isQuestionVisible(q, { field: ["eng", "mech"] }, map)).toBe(false);
  });

  it("needs any condition for `or` and `noop`, all for `and`", () => {
    const conditions = [
      { question: "level", condition: "= higher" },
      { question: "years", condition: "> 5" },
    ];
    for (const operator of ["or", "noop"] as const) {
      const q = question("q", { options: { dependsOn: { operator, conditions } } });
      const map = new Map(byName).set("q", q);
      expect(isQuestionVisible(q, { level: "higher", years: 1 }, map)).toBe(true);
      expect(isQuestionVisible(q, { level: "none", years: 6 }, map)).toBe(true);
      expect(isQuestionVisible(q, { level: "none", years: 1 }, map)).toBe(false);
    }
    expect(visible("both", { level: "higher", years: 6 })).toBe(true);
    expect(visible("both", { level: "higher", years: 5 })).toBe(false);
    expect(visible("both", { level: "school", years: 6 })).toBe(false);
  });

  it("hides a question whose controlling question is hidden, even if that one has an answer", () => {
    expect(visible("degree", { level: "higher", uni: "a" })).toBe(true);
    expect(visible("degree", { level: "school", uni: "a" })).toBe(false);
  });

  it("ignores an answer that does not fit the controlling question", () => {
    expect(visible("degree", { level: "higher", uni: "zzz" })).toBe(false);
    expect(visible("managed", { years: 99 })).toBe(false); // out of the slider's bounds
  });

  it("hides questions with unknown targets or malformed conditions", () => {
    const unknown = question("q", { options: { dependsOn: { operator: "or", conditions: [{ question: "nope", condition: "= x" }] } } });
    const malformed = question("r", { options: { dependsOn: { operator: "or", conditions: [{ question: "level", condition: "?higher" }] } } });
    expect(isQuestionVisible(unknown, { nope: "x" }, byName)).toBe(false);
    expect(isQuestionVisible(malformed, { level: "higher" }, byName)).toBe(false);
  });

  it("terminates on cyclic dependencies and hides the cycle", () => {
    const a = question("a", { options: { dependsOn: { operator: "or", conditions: [{ question: "b", condition: "= x" }] } } });
    const b = question("b", { options: { dependsOn: { operator: "or", conditions: [{ question: "a", condition: "= x" }] } } });
    const map = indexQuestions([a, b]);
    expect(isQuestionVisible(a, { a: "x", b: "x" }, map)).toBe(false);
    expect(isQuestionVisible(b, { a: "x", b: "x" }, map)).toBe(false);
  });

  it("never reads inherited properties of the answers object", () => {
    const q = question("q", { options: { dependsOn: { operator: "or", conditions: [{ question: "constructor", condition: "= x" }] } } });
    const target = question("constructor", { scope: [{ value: "x", label: { ru: "x", en: "x" }, neuronAnswer: 1 }] });
    expect(isQuestionVisible(q, {}, indexQuestions([target, q]))).toBe(false);
  });
});

describe("visibleQuestions", () => {
  it("lists the visible questions in display order", () => {
    const names = visibleQuestions(miniDefinition.questions, { level: "higher", uni: "b", years: 1 }).map((q) => q.neuronName);
    expect(names).toEqual(["level", "uni", "years", "langs", "field", "from", "to", "total"]);
  });
});
