import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chooseAvatar } from "./avatar";
import { avatarFromAnswers } from "./avatar-answers";
import { bigFiveResponses, scoreQuestionnaireBigFive } from "./big-five/from-answers";
import { BIG_FIVE_DOMAINS, BIG_FIVE_INVENTORY } from "./big-five/inventory";
import { scoreBigFive } from "./big-five/score";
import { coupleQuestionnaireV1 } from "./content/couple-v1";
import { loveQuestionnaireV1 } from "./content/love-v1";
import { profileQuestionnaireV1 } from "./content/profile-v1";
import { createEvaluator, indexQuestions } from "./evaluator";
import { makePartnerQuestions, partnerName } from "./partner";
import { buildAnswerPayload, restoreAnswers } from "./payload";
import { firstIncompleteStep, validateStep } from "./steps";
import { wellFormedAnswer } from "./testing/fill";
import { miniDefinition } from "./testing/fixtures";
import type { Answers, Question, QuestionnaireDefinition } from "./types";
import { isQuestionVisible } from "./visibility";

const definitions: Array<[string, QuestionnaireDefinition]> = [
  ["mini", miniDefinition],
  ["profile", profileQuestionnaireV1],
  ["love", loveQuestionnaireV1],
  ["couple", coupleQuestionnaireV1],
];

type Slot = { kind: "none" } | { kind: "valid"; n: number } | { kind: "junk"; value: unknown };

const slot: fc.Arbitrary<Slot> = fc.oneof(
  fc.constant<Slot>({ kind: "none" }),
  fc.nat().map<Slot>((n) => ({ kind: "valid", n })),
  fc.nat().map<Slot>((n) => ({ kind: "valid", n })),
  fc.anything().map<Slot>((value) => ({ kind: "junk", value })),
);

/** One slot per question: unanswered, a well-formed answer, or anything at all. */
function answersFor(definition: QuestionnaireDefinition): fc.Arbitrary<Answers> {
  return fc.array(slot, { minLength: definition.questions.length, maxLength: definition.questions.length }).map((slots) => {
    const answers: Record<string, unknown> = {};
    definition.questions.forEach((question, i) => {
      const s = slots[i];
      if (s?.kind === "valid") answers[question.neuronName] = wellFormedAnswer(question, s.n);
      if (s?.kind === "junk") answers[question.neuronName] = s.value;
    });
    return answers as Answers;
  });
}

function visibilityOf(definition: QuestionnaireDefinition, answers: Answers): boolean[] {
  const evaluator = createEvaluator(indexQuestions(definition.questions), answers);
  return definition.questions.map((q) => evaluator.isVisible(q.neuronName));
}

describe.each(definitions)("properties of %s", (_, definition) => {
  it("random answer sets never crash any entry point", () => {
    const names = definition.questions.map((q) => q.neuronName);
    const keys = fc.constantFrom(...names, "__proto__", "constructor", "toString", "unknown");
    const loose = fc.dictionary(keys, fc.anything());
    fc.assert(
      fc.property(fc.oneof(answersFor(definition), loose), fc.integer(), (raw, currentStep) => {
        const answers = raw as Answers;
        for (const step of definition.steps) expect(Array.isArray(validateStep(step.id, definition.questions, answers))).toBe(true);
        expect(firstIncompleteStep(definition, answers)).toBeGreaterThanOrEqual(0);
        const items = buildAnswerPayload(definition, answers, { currentStep, withFinalAnswer: true });
        expect(items).toHaveLength(definition.questions.length);
        restoreAnswers(items, definition);
        restoreAnswers(Object.values(raw));
        scoreQuestionnaireBigFive(definition, answers);
        avatarFromAnswers(answers, { partner: true, birthDate: raw["gender"] as string });
        chooseAvatar({ gender: raw["gender"], age: raw["age"] });
        for (const q of definition.questions) expect(typeof isQuestionVisible(q, answers, indexQuestions(definition.questions))).toBe("boolean");
      }),
      { numRuns: 60 },
    );
  });

  it("the answer of a hidden question never changes visibility, validity or the payload", () => {
    fc.assert(
      fc.property(answersFor(definition), answersFor(definition), (answers, replacements) => {
        const before = visibilityOf(definition, answers);
        const changed: Record<string, unknown> = { ...answers };
        definition.questions.forEach((q, i) => {
          if (before[i]) return;
          if (q.neuronName in replacements) changed[q.neuronName] = replacements[q.neuronName];
          else delete changed[q.neuronName];
        });
        expect(visibilityOf(definition, changed as Answers)).toEqual(before);
        const options = { currentStep: 0, withFinalAnswer: true };
        expect(buildAnswerPayload(definition, changed as Answers, options)).toEqual(buildAnswerPayload(definition, answers, options));
      }),
      { numRuns: 80 },
    );
  });

  it("the payload round-trips through restoreAnswers (also after JSON storage)", () => {
    fc.assert(
      fc.property(answersFor(definition), fc.nat({ max: 5 }), (answers, currentStep) => {
        const options = { currentStep, withFinalAnswer: true };
        const items = buildAnswerPayload(definition, answers, options);
        const stored = JSON.parse(JSON.stringify(items)) as unknown;
        expect(buildAnswerPayload(definition, restoreAnswers(stored, definition), options)).toEqual(items);
        expect(buildAnswerPayload(definition, restoreAnswers(stored), options)).toEqual(items);
      }),
      { numRuns: 80 },
    );
  });
});

describe("partner copies", () => {
  it("behave like the originals on the same answers under partner names", () => {
    const own = profileQuestionnaireV1.questions;
    const copies = makePartnerQuestions(own);
    const all = indexQuestions([...own, ...copies]);
    fc.assert(
      fc.property(answersFor(profileQuestionnaireV1), (answers) => {
        const renamed = Object.fromEntries(Object.entries(answers).map(([k, v]) => [partnerName(k), v]));
        const evaluator = createEvaluator(all, renamed as Answers);
        const ownVisibility = visibilityOf(profileQuestionnaireV1, answers);
        expect(copies.map((q) => evaluator.isVisible(q.neuronName))).toEqual(ownVisibility);
      }),
      { numRuns: 50 },
    );
  });
});

describe("Big Five scoring", () => {
  const responses = fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 30, maxLength: 30 });
  const byId = (values: number[]) => Object.fromEntries(values.map((v, i) => [i + 1, v]));

  it("stays within 1..5 and 0..100 for any complete answer set", () => {
    fc.assert(
      fc.property(responses, (values) => {
        const result = scoreBigFive(byId(values));
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        for (const domain of BIG_FIVE_DOMAINS) {
          const mean = result.value.means[domain];
          expect(mean).toBeGreaterThanOrEqual(1);
          expect(mean).toBeLessThanOrEqual(5);
          expect(result.value.scale[domain]).toBeCloseTo((mean - 1) * 25, 9);
        }
      }),
    );
  });

  it("mirrors: answering 6 - x everywhere mirrors every domain around the midpoint", () => {
    fc.assert(
      fc.property(responses, (values) => {
        const a = scoreBigFive(byId(values));
        const b = scoreBigFive(byId(values.map((v) => 6 - v)));
        if (!a.ok || !b.ok) throw new Error("complete answers must score");
        for (const domain of BIG_FIVE_DOMAINS) expect(a.value.means[domain] + b.value.means[domain]).toBeCloseTo(6, 9);
      }),
    );
  });

  it("reads the same numbers from the questionnaire as were answered", () => {
    fc.assert(
      fc.property(responses, (values) => {
        const answers = Object.fromEntries(BIG_FIVE_INVENTORY.map((item, i) => [`personality_${String(item.id).padStart(2, "0")}`, String(values[i])]));
        expect(bigFiveResponses(loveQuestionnaireV1, answers)).toEqual(byId(values));
      }),
    );
  });
});

describe("arbitrary definitions", () => {
  const names = ["a", "b", "c", "d", "e"];
  const condition = fc.record({
    question: fc.constantFrom(...names, "ghost"),
    condition: fc.oneof(fc.constantFrom("= x", "= y", "> 0", "< 3", "=x", ""), fc.string()),
  });
  const question = (name: string, index: number) =>
    fc.record({
      type: fc.constantFrom<Question["type"]>("select", "multiselect", "slider", "range", "dropdown", "formula"),
      operator: fc.constantFrom("or", "noop", "and", "xor"),
      conditions: fc.array(condition, { maxLength: 3 }),
      terms: fc.array(fc.constantFrom(...names), { maxLength: 3 }),
    }).map(({ type, operator, conditions, terms }): Question => ({
      neuronName: name,
      type,
      label: { ru: name, en: name },
      scope: [
        { value: "x", label: { ru: "x", en: "x" }, neuronAnswer: 1, computed: 1 },
        { value: "y", label: { ru: "y", en: "y" }, neuronAnswer: 2, children: [{ value: "z", label: { ru: "z", en: "z" }, neuronAnswer: 3 }] },
      ],
      options: { groupId: 1, dependsOn: { operator: operator as "or", conditions } },
      step: "s",
      index,
      slider: { min: 0, max: 5, step: 1 },
      answer: { type: index % 2 === 0 ? "min" : "max", formula: { operation: "sum", questions: terms } },
    }));

  it("never crash or loop, even with cycles and malformed conditions", () => {
    const arbitraryDefinition = fc.tuple(...names.map((n, i) => question(n, i))).map((questions): QuestionnaireDefinition => ({
      ...miniDefinition,
      steps: [{ id: "s", title: { ru: "ш", en: "s" } }],
      questions,
    }));
    const answers = fc.dictionary(fc.constantFrom(...names), fc.oneof(fc.constantFrom("x", "y", 1, 4, ["x"], ["y", "z"]), fc.anything()));
    fc.assert(
      fc.property(arbitraryDefinition, answers, (definition, raw) => {
        const byName = indexQuestions(definition.questions);
        for (const q of definition.questions) isQuestionVisible(q, raw as Answers, byName);
        buildAnswerPayload(definition, raw as Answers, { currentStep: 0, withFinalAnswer: true });
        validateStep("s", definition.questions, raw as Answers);
      }),
      { numRuns: 300 },
    );
  });
});
