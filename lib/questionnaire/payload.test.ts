import { describe, expect, it } from "vitest";
import { coupleQuestionnaireV1 } from "./content/couple-v1";
import { profileQuestionnaireV1 } from "./content/profile-v1";
import { normaliseAnswer } from "./answers";
import { NO_ANSWER, buildAnswerPayload, restoreAnswers, restoreCurrentStep, type AnswerPayloadItem } from "./payload";
import { miniComplete, miniDefinition } from "./testing/fixtures";

const itemFor = (items: AnswerPayloadItem[], name: string, mine = true) => {
  const found = items.find((i) => i.neuron_question === name && i.mine_question === mine);
  if (!found) throw new Error(name);
  return found;
};

describe("buildAnswerPayload", () => {
  it("sends one item per question in display order with the current step", () => {
    const items = buildAnswerPayload(miniDefinition, miniComplete, { currentStep: 1 });
    expect(items.map((i) => i.neuron_question)).toEqual(miniDefinition.questions.map((q) => q.neuronName));
    expect(items.every((i) => i.current_step === 1 && i.mine_question)).toBe(true);
  });

  it("replaces missing answers by the no-answer placeholder", () => {
    expect(NO_ANSWER).toBe("Нет ответа");
    const items = buildAnswerPayload(miniDefinition, { level: null }, { currentStep: 0 });
    expect(itemFor(items, "level").response).toBe(NO_ANSWER);
    expect(itemFor(items, "years").response).toBe(NO_ANSWER);
  });

  it("never sends the answer of a hidden question or an answer that does not fit", () => {
    const items = buildAnswerPayload(miniDefinition, { level: "school", uni: "a", langs: ["xx"] }, { currentStep: 0 });
    expect(itemFor(items, "uni").response).toBe(NO_ANSWER);
    expect(itemFor(items, "langs").response).toBe(NO_ANSWER);
  });

  it("sends slider and range answers as numbers", () => {
    const items = buildAnswerPayload(miniDefinition, { ...miniComplete, years: "12", from: "1999" }, { currentStep: 0 });
    expect(itemFor(items, "years").response).toBe(12);
    expect(itemFor(items, "from").response).toBe(1999);
  });

  it("sends dropdown answers as a tree of up to three levels", () => {
    const items = buildAnswerPayload(miniDefinition, { ...miniComplete, field: ["eng", "cs", "ds"] }, { currentStep: 0 });
    expect(itemFor(items, "field").response).toEqual({ value: "eng", child: { value: "cs", child: { value: "ds" } } });
  });

  it("sends multiselect values in option order and the computed formula value", () => {
    const items = buildAnswerPayload(miniDefinition, miniComplete, { currentStep: 0 });
    expect(itemFor(items, "langs").response).toEqual(["en", "fr"]);
    expect(itemFor(items, "total").response).toBe(16 + 5 + 10);
    const partial = buildAnswerPayload(miniDefinition, { level: "school", uni: "a", years: 2 }, { currentStep: 0 });
    expect(itemFor(partial, "total").response).toBe(11 + 2); // the hidden "uni" adds nothing
  });

  it("adds final_answer (the validity of the question's step) only when asked", () => {
    const answers = { level: "school", years: 1 };
    const plain = buildAnswerPayload(miniDefinition, answers, { currentStep: 0 });
    expect(plain.some((i) => "final_answer" in i)).toBe(false);
    const items = buildAnswerPayload(miniDefinition, answers, { currentStep: 0, withFinalAnswer: true });
    expect(itemFor(items, "level").final_answer).toBe(true);
    expect(itemFor(items, "langs").final_answer).toBe(false);
  });

  it("marks partner items as not mine and strips the partner marker", () => {
    const items = buildAnswerPayload(coupleQuestionnaireV1, { gender: "female", gender_partner: "male" }, { currentStep: 1 });
    expect(itemFor(items, "gender", true).response).toBe("female");
    expect(itemFor(items, "gender", false).response).toBe("male");
    expect(items.filter((i) => !i.mine_question)).toHaveLength(coupleQuestionnaireV1.questions.length / 2);
    expect(items.some((i) => i.neuron_question.endsWith("_partner"))).toBe(false);
  });
});

describe("restoreAnswers", () => {
  it("restores what the payload sent", () => {
    const items = buildAnswerPayload(miniDefinition, miniComplete, { currentStep: 1 });
    const restored = restoreAnswers(items, miniDefinition);
    expect(restored).toEqual({ ...miniComplete, langs: ["en", "fr"] });
    expect(buildAnswerPayload(miniDefinition, restored, { currentStep: 1 })).toEqual(items);
  });

  it("skips items without a value", () => {
    const items = [
      { neuron_question: "a", mine_question: true, response: null, current_step: 0 },
      { neuron_question: "b", mine_question: true, response: NO_ANSWER, current_step: 0 },
      { neuron_question: "c", mine_question: true, response: [], current_step: 0 },
      { neuron_question: "d", mine_question: true, response: "  ", current_step: 0 },
      { neuron_question: "e", mine_question: true, current_step: 0 },
      { neuron_question: "f", mine_question: true, response: "kept", current_step: 0 },
    ];
    expect(restoreAnswers(items)).toEqual({ f: "kept" });
  });

  it("gives partner answers their marker back", () => {
    const items = [
      { neuron_question: "gender", mine_question: true, response: "male", current_step: 0 },
      { neuron_question: "gender", mine_question: false, response: "female", current_step: 0 },
    ];
    expect(restoreAnswers(items)).toEqual({ gender: "male", gender_partner: "female" });
  });

  it("skips malformed items and input that is not a list", () => {
    expect(restoreAnswers("nope")).toEqual({});
    expect(restoreAnswers(null)).toEqual({});
    const items = [null, 3, { response: "x" }, { neuron_question: "n", response: { weird: true } }, { neuron_question: "m", response: [1, 2] }];
    expect(restoreAnswers(items)).toEqual({});
  });

  it("with a definition keeps only answers that fit a known, non-formula question", () => {
    const items = [
      { neuron_question: "level", mine_question: true, response: "higher" },
      { neuron_question: "uni", mine_question: true, response: "zzz" },
      { neuron_question: "unknown", mine_question: true, response: "x" },
      { neuron_question: "total", mine_question: true, response: 31 },
      { neuron_question: "years", mine_question: true, response: "7" },
    ];
    expect(restoreAnswers(items, miniDefinition)).toEqual({ level: "higher", years: 7 });
  });

  it("never lets a saved name reach an object prototype", () => {
    const restored = restoreAnswers([{ neuron_question: "__proto__", mine_question: true, response: "x" }]);
    expect(Object.getPrototypeOf(restored)).toBe(Object.prototype);
    expect(Object.keys(restored)).toEqual(["__proto__"]);
  });
});

describe("restoreCurrentStep", () => {
  it("reads the saved step, or null", () => {
    expect(restoreCurrentStep([{ current_step: 2 }])).toBe(2);
    expect(restoreCurrentStep([{ current_step: -1 }, { current_step: "1" }])).toBeNull();
    expect(restoreCurrentStep(undefined)).toBeNull();
  });
});

describe("negative zero", () => {
  it("a slider answer of -0 is stored and read back as 0 (JSON has no -0)", () => {
    const question = profileQuestionnaireV1.questions.find((q) => q.neuronName === "work_experience_years")!;
    expect(question).toBeDefined();
    expect(Object.is(normaliseAnswer(question, -0), 0)).toBe(true);
    expect(Object.is(normaliseAnswer(question, "-0"), 0)).toBe(true);
  });
});
