import { describe, expect, it } from "vitest";
import { checkDefinition } from "../definition-check";
import type { LocalizedText, Option, QuestionnaireDefinition } from "../types";
import { QUESTIONNAIRE_CONTENT, latestQuestionnaire } from "./index";
import { PERSONALITY_ITEM_TEXTS } from "./personality-items";

const definitions = Object.values(QUESTIONNAIRE_CONTENT).flat();
const CYRILLIC = /[\u0400-\u04FF]/;
const SNAKE_CASE = /^[a-z0-9]+(_[a-z0-9]+)*$/;

function texts(definition: QuestionnaireDefinition): Array<[string, LocalizedText]> {
  const found: Array<[string, LocalizedText]> = [[`${definition.kind} title`, definition.title]];
  for (const step of definition.steps) found.push([`step ${step.id}`, step.title]);
  const walk = (where: string, options: readonly Option[]) => {
    for (const option of options) {
      found.push([`${where} option ${option.value}`, option.label]);
      walk(where, option.children ?? []);
    }
  };
  for (const q of definition.questions) {
    found.push([`${q.neuronName} label`, q.label]);
    if (q.hint) found.push([`${q.neuronName} hint`, q.hint]);
    if (q.partnerLabel) found.push([`${q.neuronName} partnerLabel`, q.partnerLabel]);
    if (q.answer?.formulaRender) found.push([`${q.neuronName} formulaRender`, q.answer.formulaRender]);
    walk(q.neuronName, q.scope);
  }
  return found;
}

describe.each(definitions.map((d) => [`${d.kind} v${d.version}`, d] as const))("%s", (_, definition) => {
  it("passes the structural checks", () => {
    expect(checkDefinition(definition)).toEqual([]);
  });

  it("is plain JSON data", () => {
    expect(JSON.parse(JSON.stringify(definition))).toEqual(definition);
  });

  it("has non-empty Russian and English text everywhere, in the right script", () => {
    for (const [where, text] of texts(definition)) {
      expect(text.ru.trim(), where).not.toBe("");
      expect(text.en.trim(), where).not.toBe("");
      expect(CYRILLIC.test(text.en), `${where}: ${text.en}`).toBe(false);
      if (/[A-Za-z]{3}/.test(text.ru) && !CYRILLIC.test(text.ru)) expect.fail(`${where}: Russian text without Cyrillic: ${text.ru}`);
    }
  });

  it("has unique option values per question and level, written as snake_case codes", () => {
    const check = (name: string, options: readonly Option[]) => {
      const values = options.map((o) => o.value);
      expect(new Set(values).size, name).toBe(values.length);
      for (const option of options) {
        expect(option.value, name).toMatch(SNAKE_CASE);
        check(name, option.children ?? []);
      }
    };
    for (const q of definition.questions) check(q.neuronName, q.scope);
  });

  it("has unique snake_case question names, consecutive indexes and known steps", () => {
    const names = definition.questions.map((q) => q.neuronName);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(SNAKE_CASE);
    expect(definition.questions.map((q) => q.index)).toEqual(names.map((_, i) => i));
    const stepOrder = definition.steps.map((s) => s.id);
    const questionSteps = definition.questions.map((q) => stepOrder.indexOf(q.step));
    expect(questionSteps.every((s, i) => s >= 0 && (i === 0 || s >= (questionSteps[i - 1] ?? 0)))).toBe(true);
    for (const step of stepOrder) expect(questionSteps).toContain(stepOrder.indexOf(step));
  });

  it("is numbered by its place among its kind's versions, the last being the latest", () => {
    const versions = QUESTIONNAIRE_CONTENT[definition.kind];
    expect(definition.version).toBe(versions.indexOf(definition) + 1);
    expect(latestQuestionnaire(definition.kind)).toBe(versions.at(-1));
  });
});

describe("personality item wording", () => {
  it("has 30 distinct item texts in both languages", () => {
    const ids = Object.keys(PERSONALITY_ITEM_TEXTS).map(Number);
    expect(ids.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const ru = new Set(Object.values(PERSONALITY_ITEM_TEXTS).map((t) => t.ru));
    const en = new Set(Object.values(PERSONALITY_ITEM_TEXTS).map((t) => t.en));
    expect(ru.size).toBe(30);
    expect(en.size).toBe(30);
  });
});
