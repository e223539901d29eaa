import { describe, expect, it } from "vitest";
import { firstIncompleteStep, isStepValid, stepValidity, validateStep } from "./steps";
import { miniComplete, miniDefinition } from "./testing/fixtures";
import type { Answers } from "./types";

const questions = miniDefinition.questions;
const firstStep: Answers = { level: "school", years: 1 };
const withSecond = (answers: Answers): Answers => ({ ...miniComplete, ...answers });

describe("isStepValid", () => {
  it("is valid when every visible question has a defined answer, whatever the hidden ones hold", () => {
    expect(isStepValid("first", questions, firstStep)).toBe(true);
    expect(isStepValid("first", questions, { ...firstStep, uni: "nonsense" })).toBe(true);
    expect(isStepValid("first", questions, miniComplete)).toBe(true);
    expect(isStepValid("second", questions, miniComplete)).toBe(true);
  });

  it("reports each visible question without an answer", () => {
    expect(validateStep("first", questions, {})).toEqual([
      { question: "level", code: "missing" },
      { question: "years", code: "missing" },
    ]);
    expect(validateStep("first", questions, { level: "higher", years: 3 })).toEqual([
      { question: "uni", code: "missing" },
      { question: "managed", code: "missing" },
    ]);
  });

  it("treats an answer that does not fit the question as missing", () => {
    expect(isStepValid("first", questions, { level: "phd", years: 1 })).toBe(false);
    expect(isStepValid("first", questions, { level: "school", years: 41 })).toBe(false);
    expect(isStepValid("first", questions, { level: "school", years: "many" })).toBe(false);
    expect(isStepValid("first", questions, { level: "school", years: "2" })).toBe(true);
  });

  it("needs at least one known multiselect option", () => {
    expect(isStepValid("second", questions, withSecond({ langs: [] }))).toBe(false);
    expect(isStepValid("second", questions, withSecond({ langs: ["en", "xx"] }))).toBe(false);
    expect(isStepValid("second", questions, withSecond({ langs: ["de"] }))).toBe(true);
  });

  it("needs a dropdown path of one to three levels ending at a leaf", () => {
    expect(isStepValid("second", questions, withSecond({ field: { value: "other" } }))).toBe(true);
    expect(isStepValid("second", questions, withSecond({ field: ["eng", "mech"] }))).toBe(true);
    expect(isStepValid("second", questions, withSecond({ field: ["eng", "cs", "ds"] }))).toBe(true);
    expect(isStepValid("second", questions, withSecond({ field: ["eng"] }))).toBe(false);
    expect(isStepValid("second", questions, withSecond({ field: { value: "eng", child: { value: "cs" } } }))).toBe(false);
    expect(isStepValid("second", questions, withSecond({ field: ["eng", "cs", "se", "more"] }))).toBe(false);
    expect(isStepValid("second", questions, withSecond({ field: ["eng", "se"] }))).toBe(false);
  });

  it("needs both ends of a range, in order", () => {
    expect(validateStep("second", questions, withSecond({ to: null }))).toEqual([{ question: "to", code: "missing" }]);
    expect(validateStep("second", questions, withSecond({ from: undefined }))).toEqual([{ question: "from", code: "missing" }]);
    expect(validateStep("second", questions, withSecond({ from: 2011, to: 2010 }))).toEqual([{ question: "to", code: "range_order" }]);
    expect(isStepValid("second", questions, withSecond({ from: 2010, to: 2010 }))).toBe(true);
  });

  it("never asks for a formula answer", () => {
    const issues = validateStep("second", questions, withSecond({ total: "ignored" }));
    expect(issues).toEqual([]);
  });
});

describe("firstIncompleteStep and stepValidity", () => {
  it("points at the first invalid step, or past the last one when all are valid", () => {
    expect(firstIncompleteStep(miniDefinition, {})).toBe(0);
    expect(firstIncompleteStep(miniDefinition, firstStep)).toBe(1);
    expect(firstIncompleteStep(miniDefinition, miniComplete)).toBe(2);
    expect(stepValidity(miniDefinition, firstStep)).toEqual({ first: true, second: false });
  });
});
