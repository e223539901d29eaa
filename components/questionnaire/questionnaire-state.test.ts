import { describe, expect, it } from "vitest";
import { coupleQuestionnaireV1, loveQuestionnaireV1, personalityQuestionName, type AnswerValue } from "@/lib/questionnaire";
import { fillAnswers } from "@/lib/questionnaire/testing/fill";
import { miniComplete, miniDefinition } from "@/lib/questionnaire/testing/fixtures";
import {
  initQuestionnaireState,
  questionnaireReducer,
  reachableStep,
  stepProblems,
  visibleProblems,
  type QuestionnaireAction,
  type QuestionnaireContext,
  type QuestionnaireState,
} from "./questionnaire-state";

const mini: QuestionnaireContext = { definition: miniDefinition };
const firstStepAnswers = { level: "higher", uni: "a", degree: "master", years: 10, managed: "yes" } as const;

function run(context: QuestionnaireContext, state: QuestionnaireState, ...actions: QuestionnaireAction[]): QuestionnaireState {
  return actions.reduce((current, action) => questionnaireReducer(context, current, action), state);
}

const answer = (name: string, value: AnswerValue | null): QuestionnaireAction => ({ type: "answer", name, value });
const named = (firstName: string): QuestionnaireAction => ({ type: "personal", field: "firstName", value: firstName });

describe("initQuestionnaireState", () => {
  it("starts on the first step with nothing checked", () => {
    const state = initQuestionnaireState(mini);
    expect(state).toMatchObject({ answers: {}, currentStep: 0, checkedSteps: [], focusRequest: 0, dirty: false, completedSteps: 0 });
  });

  it("keeps only answers that fit and never starts past the first incomplete step", () => {
    const state = initQuestionnaireState(mini, {
      answers: { ...firstStepAnswers, langs: [], years: "12", unknown: "x" },
      currentStep: 2,
      personal: { firstName: "Anna" },
    });
    expect(state.answers).toEqual({ ...firstStepAnswers, years: 12 });
    expect(state.currentStep).toBe(1);
    expect(initQuestionnaireState(mini, { answers: firstStepAnswers, currentStep: 1 }).currentStep).toBe(0); // no first name yet
    expect(initQuestionnaireState(mini, { answers: miniComplete, currentStep: 9, personal: { firstName: "Anna" } }).currentStep).toBe(2);
  });
});

describe("questionnaireReducer", () => {
  it("sets and clears answers and marks the state dirty", () => {
    const state = run(mini, initQuestionnaireState(mini), answer("level", "higher"), answer("langs", ["en"]), answer("langs", []), answer("level", null));
    expect(state.answers).toEqual({});
    expect(state.dirty).toBe(true);
  });

  it("refuses Next on an incomplete step and shows the engine's problems, personal details included", () => {
    const start = initQuestionnaireState(mini);
    expect(visibleProblems(mini, start, 0).count).toBe(0); // nothing is marked before Next
    const refused = run(mini, start, answer("level", "higher"), { type: "next" });
    expect(refused.currentStep).toBe(0);
    expect(refused.checkedSteps).toEqual([0]);
    expect(refused.focusRequest).toBe(1);
    const problems = visibleProblems(mini, refused, 0);
    // "uni" appeared right after "level" was answered, and is now missing too.
    expect(problems.questions).toEqual({ uni: "missing", years: "missing" });
    expect(problems.personal).toEqual({ firstName: "required" });
    expect(problems.count).toBe(3);
    // Problems follow the answers once shown.
    const fixed = run(mini, refused, answer("uni", "b"), answer("years", 1), named("Anna"));
    expect(visibleProblems(mini, fixed, 0).count).toBe(0);
  });

  it("moves on when the step is valid, counting the completed step", () => {
    const state = run(mini, initQuestionnaireState(mini), named("Anna"), ...Object.entries(firstStepAnswers).map(([n, v]) => answer(n, v)), { type: "next" });
    expect(state.currentStep).toBe(1);
    expect(state.completedSteps).toBe(1);
    expect(state.personalEdits).toBe(1);
  });

  it("reports a range whose end comes before its start", () => {
    const state = initQuestionnaireState(mini, { answers: { ...miniComplete, from: 2010, to: 2000 }, currentStep: 1, personal: { firstName: "Anna" } });
    const refused = run(mini, state, { type: "next" });
    expect(refused.currentStep).toBe(1);
    expect(visibleProblems(mini, refused, 1).questions).toEqual({ to: "range_order" });
  });

  it("goes back without losing answers and reaches the preview after the last step", () => {
    const complete = initQuestionnaireState(mini, { answers: miniComplete, currentStep: 1, personal: { firstName: "Anna" } });
    const preview = run(mini, complete, { type: "next" });
    expect(preview.currentStep).toBe(2);
    const back = run(mini, preview, { type: "back" }, { type: "back" });
    expect(back.currentStep).toBe(0);
    expect(back.answers).toEqual(complete.answers);
    expect(run(mini, back, { type: "back" })).toBe(back);
    // Next from the preview does nothing.
    expect(run(mini, preview, { type: "next" })).toBe(preview);
  });

  it("opens a step from the preview and returns there on Next", () => {
    const preview = initQuestionnaireState(mini, { answers: miniComplete, currentStep: 2, personal: { firstName: "Anna" } });
    const editing = run(mini, preview, { type: "goTo", step: 0 });
    expect(editing).toMatchObject({ currentStep: 0, returnToPreview: true });
    const back = run(mini, editing, answer("years", 12), { type: "next" });
    expect(back).toMatchObject({ currentStep: 2, returnToPreview: false });
  });

  it("only opens later steps once the earlier ones are complete", () => {
    const start = run(mini, initQuestionnaireState(mini), named("Anna"), answer("level", "none"));
    expect(reachableStep(mini, start)).toBe(0);
    expect(run(mini, start, { type: "goTo", step: 1 }).currentStep).toBe(0);
    const ready = run(mini, start, answer("years", 1));
    expect(reachableStep(mini, ready)).toBe(1);
    expect(run(mini, ready, { type: "goTo", step: 1 }).currentStep).toBe(1);
    expect(run(mini, ready, { type: "goTo", step: 2 }).currentStep).toBe(0);
    expect(run(mini, ready, { type: "goTo", step: -1 })).toBe(ready);
  });

  it("restores a snapshot as a clean state", () => {
    const dirty = run(mini, initQuestionnaireState(mini), answer("level", "none"), { type: "next" });
    const restored = run(mini, dirty, { type: "restore", snapshot: { answers: { level: "school" } } });
    expect(restored).toMatchObject({ answers: { level: "school" }, dirty: false, checkedSteps: [], focusRequest: 0 });
  });
});

describe("personal details by questionnaire", () => {
  it("love: a first name and a birth date that is not in the future", () => {
    const love: QuestionnaireContext = { definition: loveQuestionnaireV1, today: { year: 2025, month: 3, day: 1 } };
    const state = initQuestionnaireState(love, { answers: fillAnswers(loveQuestionnaireV1), personal: { firstName: "Анна" } });
    expect(stepProblems(love, state, 0).personal).toEqual({ birthDate: "required" });
    const future = run(love, state, { type: "personal", field: "birthDate", value: "2025-03-02" });
    expect(stepProblems(love, future, 0).personal).toEqual({ birthDate: "in_future" });
    const typo = run(love, state, { type: "personal", field: "birthDate", value: "0002-03-02" });
    expect(stepProblems(love, typo, 0).personal).toEqual({ birthDate: "invalid_date" });
    const fine = run(love, state, { type: "personal", field: "birthDate", value: "1990-05-17" });
    expect(run(love, fine, { type: "next" }).currentStep).toBe(1);
  });

  it("couple: a first name for each person", () => {
    const couple: QuestionnaireContext = { definition: coupleQuestionnaireV1 };
    const state = initQuestionnaireState(couple, { answers: fillAnswers(coupleQuestionnaireV1), personal: { firstName: "Anna" } });
    expect(stepProblems(couple, state, 0).personal).toEqual({ partnerFirstName: "required" });
    // Partner items are on their own step; only the first step carries personal details.
    expect(stepProblems(couple, state, 1).personal).toEqual({});
  });

  it("profile: the last name when the invitation requires it", () => {
    const context: QuestionnaireContext = { definition: miniDefinition, lastNameRequired: true };
    const state = initQuestionnaireState(context, { answers: firstStepAnswers, personal: { firstName: "Anna", lastName: "  " } });
    expect(stepProblems(context, state, 0).personal).toEqual({ lastName: "required" });
    const latin = run(context, state, { type: "personal", field: "lastName", value: "Smith2" });
    expect(stepProblems(context, latin, 0).personal).toEqual({ lastName: "names_only" });
  });

  it("asks the 30 personality items like any other question", () => {
    const love: QuestionnaireContext = { definition: loveQuestionnaireV1 };
    const answers = { ...fillAnswers(loveQuestionnaireV1) } as Record<string, AnswerValue>;
    delete answers[personalityQuestionName(7)];
    const state = initQuestionnaireState(love, { answers, personal: { firstName: "A", birthDate: "1990-01-01" } });
    expect(stepProblems(love, state, 0).questions).toEqual({ [personalityQuestionName(7)]: "missing" });
  });
});
