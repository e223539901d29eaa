import { firstIncompleteStep, validateQuestionnaireStep } from "@/lib/questionnaire/steps";
import type { AnswerValue, Answers, LifeFacts, LocalDate, PersonalDetails, PersonalField, PersonalFieldCode, QuestionnaireDefinition, StepIssue, StepIssueCode } from "@/lib/questionnaire";
import { EMPTY_PERSONAL, readPersonal, restoreFormAnswers } from "@/lib/client/questionnaire-draft";
import { personalErrors, type PersonalValues } from "./personal-fields";

// The form's state as a reducer. Every rule (visibility, step validity, personal
// details) is asked of the engine; this file only decides where the respondent is.

export interface QuestionnaireContext {
  readonly definition: QuestionnaireDefinition;
  readonly lastNameRequired?: boolean;
  readonly today?: LocalDate;
}

export interface QuestionnaireSnapshot {
  readonly answers?: Answers;
  readonly currentStep?: number;
  readonly personal?: PersonalDetails | PersonalValues;
}

export interface QuestionnaireState {
  /** Raw answers by question name (a dropdown may hold an unfinished path). */
  readonly answers: Readonly<Record<string, AnswerValue>>;
  readonly personal: PersonalValues;
  /** Index of the step shown; `steps.length` is the preview. */
  readonly currentStep: number;
  /** Steps where "Next" was pressed while something was missing: their problems are shown. */
  readonly checkedSteps: readonly number[];
  /** Goes up on every refused "Next", so the form moves focus to the first problem. */
  readonly focusRequest: number;
  /** The step was opened from the preview: "Next" returns there when everything is valid. */
  readonly returnToPreview: boolean;
  /** The respondent changed something since the state was loaded. */
  readonly dirty: boolean;
  /** Goes up when a step is completed (the page may persist progress). */
  readonly completedSteps: number;
  /** Goes up when a personal detail changes. */
  readonly personalEdits: number;
}

export type QuestionnaireAction =
  | { readonly type: "answer"; readonly name: string; readonly value: AnswerValue | null }
  | { readonly type: "personal"; readonly field: PersonalField; readonly value: string }
  | { readonly type: "next" }
  | { readonly type: "back" }
  | { readonly type: "goTo"; readonly step: number }
  | { readonly type: "restore"; readonly snapshot: QuestionnaireSnapshot };

export function initQuestionnaireState(context: QuestionnaireContext, snapshot: QuestionnaireSnapshot = {}): QuestionnaireState {
  const answers = restoreFormAnswers(context.definition, snapshot.answers ?? {});
  const personal = snapshot.personal ? readPersonal(snapshot.personal) : EMPTY_PERSONAL;
  const base: QuestionnaireState = {
    answers,
    personal,
    currentStep: 0,
    checkedSteps: [],
    focusRequest: 0,
    returnToPreview: false,
    dirty: false,
    completedSteps: 0,
    personalEdits: 0,
  };
  const wanted = snapshot.currentStep ?? 0;
  const step = Number.isInteger(wanted) && wanted > 0 ? Math.min(wanted, reachableStep(context, base)) : 0;
  return { ...base, currentStep: step };
}

export function questionnaireReducer(context: QuestionnaireContext, state: QuestionnaireState, action: QuestionnaireAction): QuestionnaireState {
  const lastStep = context.definition.steps.length;
  switch (action.type) {
    case "answer": {
      const answers: Record<string, AnswerValue> = { ...state.answers };
      if (isBlank(action.value)) delete answers[action.name];
      else answers[action.name] = action.value as AnswerValue;
      return { ...state, answers, dirty: true };
    }
    case "personal":
      return { ...state, personal: { ...state.personal, [action.field]: action.value }, dirty: true, personalEdits: state.personalEdits + 1 };
    case "next": {
      if (state.currentStep >= lastStep) return state;
      if (!isCurrentStepValid(context, state)) {
        const checkedSteps = state.checkedSteps.includes(state.currentStep) ? state.checkedSteps : [...state.checkedSteps, state.currentStep];
        return { ...state, checkedSteps, focusRequest: state.focusRequest + 1 };
      }
      const following = state.currentStep + 1;
      const target = state.returnToPreview ? Math.max(following, reachableStep(context, state)) : following;
      return {
        ...state,
        currentStep: Math.min(target, lastStep),
        returnToPreview: state.returnToPreview && target < lastStep,
        dirty: true,
        completedSteps: state.completedSteps + 1,
      };
    }
    case "back":
      return state.currentStep === 0 ? state : { ...state, currentStep: state.currentStep - 1, returnToPreview: false, dirty: true };
    case "goTo": {
      const step = action.step;
      if (!Number.isInteger(step) || step < 0 || step === state.currentStep) return state;
      if (step > state.currentStep && step > reachableStep(context, state)) return state;
      return { ...state, currentStep: step, returnToPreview: state.currentStep === lastStep || state.returnToPreview, dirty: true };
    }
    case "restore":
      return initQuestionnaireState(context, action.snapshot);
    default:
      return state;
  }
}

/** What the plausibility rules and derived answers (the age) read: the birth date typed on the first step, and today. */
export function lifeFactsOf(context: QuestionnaireContext, personal: PersonalValues): LifeFacts {
  return { birthDate: personal.birthDate || null, ...(context.today ? { today: context.today } : {}) };
}

/** The furthest step the respondent may open: the first incomplete one (the first step while personal details are invalid). */
export function reachableStep(context: QuestionnaireContext, state: Pick<QuestionnaireState, "answers" | "personal">): number {
  if (Object.keys(personalErrors(context, state.personal, context.today)).length > 0) return 0;
  return firstIncompleteStep(context.definition, state.answers, lifeFactsOf(context, state.personal));
}

export interface StepProblems {
  /** Problem per question name. */
  readonly questions: Readonly<Record<string, StepIssueCode>>;
  /** The whole issue per question name (plausibility issues carry the limit the message names). */
  readonly issues: Readonly<Record<string, StepIssue>>;
  readonly personal: Partial<Record<PersonalField, PersonalFieldCode>>;
  readonly count: number;
}

const NO_PROBLEMS: StepProblems = { questions: {}, issues: {}, personal: {}, count: 0 };

/** Problems of a step, computed by the engine; empty until "Next" was refused on it. */
export function visibleProblems(context: QuestionnaireContext, state: QuestionnaireState, stepIndex: number): StepProblems {
  if (!state.checkedSteps.includes(stepIndex)) return NO_PROBLEMS;
  return stepProblems(context, state, stepIndex);
}

export function stepProblems(context: QuestionnaireContext, state: Pick<QuestionnaireState, "answers" | "personal">, stepIndex: number): StepProblems {
  const step = context.definition.steps[stepIndex];
  if (!step) return NO_PROBLEMS;
  const questions: Record<string, StepIssueCode> = {};
  const issues: Record<string, StepIssue> = {};
  for (const issue of validateQuestionnaireStep(context.definition, step.id, state.answers, lifeFactsOf(context, state.personal))) {
    questions[issue.question] ??= issue.code;
    issues[issue.question] ??= issue;
  }
  const personal = stepIndex === 0 ? personalErrors(context, state.personal, context.today) : {};
  return { questions, issues, personal, count: Object.keys(questions).length + Object.keys(personal).length };
}

function isCurrentStepValid(context: QuestionnaireContext, state: QuestionnaireState): boolean {
  return stepProblems(context, state, state.currentStep).count === 0;
}

function isBlank(value: AnswerValue | null): boolean {
  return value === null || (typeof value === "string" && value.trim() === "") || (Array.isArray(value) && value.length === 0);
}
