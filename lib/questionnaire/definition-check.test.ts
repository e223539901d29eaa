import { describe, expect, it } from "vitest";
import { checkDefinition, type DefinitionIssueCode } from "./definition-check";
import { miniDefinition } from "./testing/fixtures";
import type { Question, QuestionnaireDefinition } from "./types";

function withQuestions(edit: (questions: Question[]) => Question[]): QuestionnaireDefinition {
  return { ...miniDefinition, questions: edit(miniDefinition.questions.map((q) => ({ ...q }))) };
}

function patch(name: string, change: Partial<Question>): QuestionnaireDefinition {
  return withQuestions((qs) => qs.map((q) => (q.neuronName === name ? { ...q, ...change } : q)));
}

const codes = (definition: QuestionnaireDefinition): DefinitionIssueCode[] => checkDefinition(definition).map((i) => i.code);

describe("checkDefinition", () => {
  it("accepts a sound definition", () => {
    expect(checkDefinition(miniDefinition)).toEqual([]);
  });

  it("reports duplicate names and steps, unknown steps and reserved names", () => {
    expect(codes(withQuestions((qs) => [...qs, { ...qs[0]!, index: 99 }]))).toContain("duplicate_name");
    expect(codes({ ...miniDefinition, steps: [...miniDefinition.steps, miniDefinition.steps[0]!] })).toContain("duplicate_step");
    expect(codes(patch("years", { step: "nowhere" }))).toContain("unknown_step");
    expect(codes(patch("years", { neuronName: "years_partner" }))).toContain("reserved_suffix");
  });

  it("reports empty texts", () => {
    expect(codes(patch("level", { label: { ru: "Уровень", en: " " } }))).toEqual(["empty_text"]);
    expect(codes({ ...miniDefinition, steps: [{ id: "first", title: { ru: "", en: "First" } }, miniDefinition.steps[1]!] })).toEqual(["empty_text"]);
    const level = miniDefinition.questions[0]!;
    const badOption = { ...level.scope[0]!, label: { ru: "", en: "" } };
    expect(codes(patch("level", { scope: [badOption, ...level.scope.slice(1)] }))).toEqual(["empty_text"]);
  });

  it("reports option problems", () => {
    const level = miniDefinition.questions[0]!;
    expect(codes(patch("level", { scope: [level.scope[0]!, level.scope[0]!, level.scope[2]!] }))).toContain("duplicate_option_value");
    expect(codes(patch("langs", { scope: [] }))).toContain("missing_options");
    const leaf = { value: "l", label: { ru: "л", en: "l" }, neuronAnswer: 1 };
    const deep = { value: "a", label: { ru: "а", en: "a" }, neuronAnswer: 1, children: [{ ...leaf, value: "b", children: [{ ...leaf, value: "c", children: [leaf] }] }] };
    expect(codes(patch("field", { scope: [deep] }))).toContain("dropdown_too_deep");
    expect(codes(patch("level", { scope: [{ ...leaf, children: [leaf] }] }))).toContain("dropdown_too_deep");
  });

  it("reports broken conditions", () => {
    const dependsOn = (condition: string, question = "level") => ({ options: { dependsOn: { operator: "or" as const, conditions: [{ question, condition }] } } });
    expect(codes(patch("uni", dependsOn("higher")))).toContain("bad_condition");
    expect(codes(patch("uni", dependsOn("> many")))).toContain("bad_condition");
    expect(codes(patch("uni", dependsOn("= x", "ghost")))).toContain("unknown_dependency");
    expect(codes(patch("uni", dependsOn("= phd")))).toContain("unknown_option");
    expect(codes(patch("level", dependsOn("= a", "uni")))).toContain("dependency_not_before");
  });

  it("reports bounds, ranges and formulas", () => {
    expect(codes(patch("years", { slider: { min: 5, max: 5, step: 1 } }))).toContain("bad_bounds");
    expect(codes(patch("years", { slider: { min: 0, max: 5, step: 0 } }))).toContain("bad_bounds");
    expect(codes(withQuestions((qs) => qs.filter((q) => q.neuronName !== "to")))).toContain("range_unpaired");
    expect(codes(patch("to", { options: { groupId: 8 } }))).toContain("range_unpaired");
    expect(codes(patch("to", { step: "first" }))).toContain("range_unpaired");
    expect(codes(patch("total", { answer: { formula: { operation: "sum", questions: [] } } }))).toContain("bad_formula");
    expect(codes(patch("total", { answer: { formula: { operation: "sum", questions: ["ghost"] } } }))).toContain("bad_formula");
    expect(codes(patch("total", { answer: { formula: { operation: "sum", questions: ["both"] } } }))).toContain("bad_formula");
  });

  it("reports personality items that are unknown, repeated or flagged against the inventory", () => {
    expect(codes(patch("level", { bigFiveItem: 31 }))).toEqual(["bad_big_five_item"]);
    expect(codes(patch("level", { bigFiveItem: 2 }))).toEqual(["bad_big_five_item"]); // item 2 is reverse-keyed
    expect(codes(patch("level", { bigFiveItem: 2, reverseScored: true }))).toEqual([]);
    const twice = withQuestions((qs) => qs.map((q) => (q.neuronName === "level" || q.neuronName === "uni" ? { ...q, bigFiveItem: 1 } : q)));
    expect(codes(twice)).toEqual(["bad_big_five_item"]);
  });
});
