"use client";

import { useCallback, useEffect, useEffectEvent, useMemo, useReducer, useRef, useState } from "react";
import type { Answers, QuestionnaireDefinition } from "@/lib/questionnaire";
import { clearDraft, loadDraft, restoreFormAnswers, saveDraft } from "@/lib/client/questionnaire-draft";
import { parseToday } from "./personal-fields";
import { progressOf, type QuestionnaireProgress } from "./questionnaire-result";
import {
  initQuestionnaireState,
  questionnaireReducer,
  type QuestionnaireAction,
  type QuestionnaireContext,
  type QuestionnaireSnapshot,
  type QuestionnaireState,
} from "./questionnaire-state";

const DRAFT_DELAY_MS = 400;
const PERSONAL_PROGRESS_DELAY_MS = 800;

export interface UseQuestionnaireStateOptions {
  readonly definition: QuestionnaireDefinition;
  readonly initial?: QuestionnaireSnapshot;
  readonly lastNameRequired?: boolean;
  /** YYYY-MM-DD */
  readonly today: string;
  readonly onProgress?: (progress: QuestionnaireProgress) => void;
  /** Keeps an unfinished questionnaire in this browser under this key. */
  readonly draftKey?: string;
}

export interface QuestionnaireStateApi {
  readonly context: QuestionnaireContext;
  readonly state: QuestionnaireState;
  readonly dispatch: (action: QuestionnaireAction) => void;
  /** A draft from this device replaced the initial state. */
  readonly draftRestored: boolean;
  /** Drops the restored draft and goes back to the initial state. */
  readonly discardDraft: () => void;
  /** Stops keeping drafts (the questionnaire was sent) and removes the saved one. */
  readonly finishDraft: () => void;
}

export function useQuestionnaireState(options: UseQuestionnaireStateOptions): QuestionnaireStateApi {
  const { definition, initial, lastNameRequired, today, draftKey } = options;
  const context = useMemo<QuestionnaireContext>(() => {
    const todayDate = parseToday(today);
    return {
      definition,
      ...(lastNameRequired === undefined ? {} : { lastNameRequired }),
      ...(todayDate ? { today: todayDate } : {}),
    };
  }, [definition, lastNameRequired, today]);
  const reducer = useCallback((state: QuestionnaireState, action: QuestionnaireAction) => questionnaireReducer(context, state, action), [context]);
  const [state, dispatch] = useReducer(reducer, initial, (snapshot) => initQuestionnaireState(context, snapshot));
  const [draftRestored, setDraftRestored] = useState(false);
  const finished = useRef(false);
  const initialAnswers = useRef(initial?.answers);

  // The draft lives in localStorage, which only exists after mounting in the browser.
  useEffect(() => {
    if (!draftKey) return;
    const draft = loadDraft(draftKey, definition);
    if (!draft || !hasContent(draft)) return;
    // Progress saved elsewhere (the server) that went further wins over an older local draft.
    if (answerCount(definition, initialAnswers.current) > Object.keys(draft.answers).length) return;
    dispatch({ type: "restore", snapshot: draft });
    setDraftRestored(true);
  }, [draftKey, definition]);

  useEffect(() => {
    if (!draftKey || !state.dirty || finished.current) return;
    const snapshot = { answers: state.answers, currentStep: state.currentStep, personal: state.personal };
    const save = () => {
      if (!finished.current) saveDraft(draftKey, definition, snapshot);
    };
    const timer = window.setTimeout(save, DRAFT_DELAY_MS);
    // Leaving the page must not lose the last answers still waiting for the timer.
    window.addEventListener("pagehide", save);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("pagehide", save);
    };
  }, [draftKey, definition, state.dirty, state.answers, state.currentStep, state.personal]);

  const reportProgress = useEffectEvent(() => {
    options.onProgress?.(progressOf(context, state));
  });

  const personalTimer = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (state.completedSteps === 0) return;
    window.clearTimeout(personalTimer.current);
    reportProgress();
  }, [state.completedSteps]);

  useEffect(() => {
    if (state.personalEdits === 0) return;
    personalTimer.current = window.setTimeout(() => reportProgress(), PERSONAL_PROGRESS_DELAY_MS);
    return () => window.clearTimeout(personalTimer.current);
  }, [state.personalEdits]);

  const discardDraft = useCallback(() => {
    if (draftKey) clearDraft(draftKey);
    dispatch({ type: "restore", snapshot: initial ?? {} });
    setDraftRestored(false);
  }, [draftKey, initial]);

  const finishDraft = useCallback(() => {
    finished.current = true;
    if (draftKey) clearDraft(draftKey);
  }, [draftKey]);

  return { context, state, dispatch, draftRestored, discardDraft, finishDraft };
}

function answerCount(definition: QuestionnaireDefinition, answers: Answers | undefined): number {
  return answers ? Object.keys(restoreFormAnswers(definition, answers)).length : 0;
}

function hasContent(draft: QuestionnaireSnapshot): boolean {
  const personal = draft.personal ? Object.values(draft.personal).some((value) => typeof value === "string" && value.trim() !== "") : false;
  return personal || Object.keys(draft.answers ?? {}).length > 0;
}
