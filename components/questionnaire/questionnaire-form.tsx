"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { visibleQuestions } from "@/lib/questionnaire/visibility";
import type { AnswerValue, Answers, Locale, PersonalDetails as PersonalDetailsValue, QuestionnaireDefinition } from "@/lib/questionnaire";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { replayEarlyInput } from "@/components/ui/early-input";
import { pickText, questionnaireLocale } from "./labels";
import { PersonalDetails } from "./personal-details";
import { personalFieldSpecs, type PersonalFieldSpec } from "./personal-fields";
import { buildPreview } from "./preview-model";
import { QuestionnairePreview } from "./questionnaire-preview";
import { answersWithDerived, avatarsOf, buildResult, type QuestionnaireProgress, type QuestionnaireResult } from "./questionnaire-result";
import { reachableStep, visibleProblems, type QuestionnaireContext, type QuestionnaireState } from "./questionnaire-state";
import { StepIndicator } from "./step-indicator";
import { StepQuestions } from "./step-questions";
import { TONES, type Tone, type ToneClasses } from "./tone";
import { useQuestionnaireState } from "./use-questionnaire-state";

export type { QuestionnaireProgress, QuestionnaireResult } from "./questionnaire-result";

export type SubmitOutcome = { ok: true } | { ok: false; message: string };

export interface QuestionnaireFormProps {
  readonly definition: QuestionnaireDefinition;
  /** Saved progress to resume, read once (answers that no longer fit are dropped; the step is never past the first incomplete one). */
  readonly initial?: { readonly answers?: Answers; readonly currentStep?: number; readonly personal?: PersonalDetailsValue };
  /** The invitation requires a last name (the definition may also require it). */
  readonly lastNameRequired?: boolean;
  /** Today as YYYY-MM-DD, passed in by the page: birth dates after it are refused, ages are counted on it. */
  readonly today: string;
  /** Called when a step is completed, and (debounced) when personal details change, so the page can persist progress. */
  readonly onProgress?: (progress: QuestionnaireProgress) => void;
  readonly onSubmit: (result: QuestionnaireResult) => Promise<SubmitOutcome>;
  readonly submitLabel: string;
  /** A second way out of the preview, such as "Sign up". */
  readonly secondaryAction?: { readonly label: string; readonly onClick: (result: QuestionnaireResult) => void };
  readonly tone?: Tone;
  /** The page is working (disables sending). */
  readonly busy?: boolean;
  /**
   * Keeps an unfinished questionnaire in this browser under this key (cleared once sent).
   * A draft found on mounting replaces `initial`, unless `initial` holds more answers.
   */
  readonly draftKey?: string;
  /** Picks one of the two avatar variants deterministically (a profile id, say). */
  readonly avatarSeed?: string;
  readonly className?: string;
}

/**
 * The bilingual questionnaire: personal details, one step at a time, then a preview
 * and sending. Every rule (visibility, step validity, payload, birth dates, avatar)
 * is the engine's in lib/questionnaire, the same one the server runs.
 */
export function QuestionnaireForm(props: QuestionnaireFormProps) {
  const { definition, today, submitLabel, secondaryAction, busy = false, className } = props;
  const t = useTranslations("questionnaireForm");
  const locale = questionnaireLocale(useLocale());
  const tone = TONES[props.tone ?? "brand"];
  const idBase = useId();
  const headingId = `${idBase}-heading`;
  const { context, state, dispatch, draftRestored, discardDraft, finishDraft } = useQuestionnaireState({
    definition,
    today,
    ...(props.initial ? { initial: props.initial } : {}),
    ...(props.lastNameRequired === undefined ? {} : { lastNameRequired: props.lastNameRequired }),
    ...(props.onProgress ? { onProgress: props.onProgress } : {}),
    ...(props.draftKey ? { draftKey: props.draftKey } : {}),
  });
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const stepCount = definition.steps.length;
  const onPreview = state.currentStep >= stepCount;
  const step = definition.steps[state.currentStep];
  const titles = useMemo(() => definition.steps.map((s) => pickText(s.title, locale)), [definition, locale]);
  const specs = useMemo(() => personalFieldSpecs(context), [context]);
  const { answers, personal } = state;
  const reachable = useMemo(() => reachableStep(context, { answers, personal }), [context, answers, personal]);
  const problems = visibleProblems(context, state, state.currentStep);
  // How far into the current step the respondent is: the bar moves with each answer, not only between steps.
  const stepShare = useMemo(() => {
    if (!step) return 0;
    const shown = visibleQuestions(definition.questions, answers as Answers).filter((q) => q.step === step.id && q.type !== "formula" && q.derived === undefined);
    if (!shown.length) return 0;
    return shown.filter((q) => answers[q.neuronName] !== undefined && answers[q.neuronName] !== null && answers[q.neuronName] !== "").length / shown.length;
  }, [definition, step, answers]);

  // Answers given in the served HTML before this code ran become the form's (after a draft
  // restored on mounting, so what was just typed wins over it).
  useEffect(() => {
    if (rootRef.current) replayEarlyInput(rootRef.current);
  }, []);

  // A refused "Next": bring the first problem into view and put focus on its control.
  useEffect(() => {
    if (state.focusRequest === 0) return;
    const target = rootRef.current?.querySelector<HTMLElement>('[data-problem="true"]');
    if (!target) return;
    target.scrollIntoView({ block: "center", behavior: scrollBehaviour() });
    const control = target.querySelector<HTMLElement>("input:checked, input:not([type=hidden]), select, textarea");
    control?.focus({ preventScroll: true });
  }, [state.focusRequest]);

  // A new step (moved to by the respondent, not by restoring a draft): start reading at its heading.
  const shownStep = useRef(state.currentStep);
  useEffect(() => {
    if (shownStep.current === state.currentStep) return;
    shownStep.current = state.currentStep;
    if (!state.dirty) return;
    rootRef.current?.scrollIntoView({ block: "start", behavior: scrollBehaviour() });
    headingRef.current?.focus({ preventScroll: true });
  }, [state.currentStep, state.dirty]);

  // Stable, so the memoised rows of a step re-render only when their own answer changes.
  const onAnswer = useCallback((name: string, value: AnswerValue | null) => dispatch({ type: "answer", name, value }), [dispatch]);

  const result = () => buildResult(context, state, props.avatarSeed);

  const submit = async () => {
    if (submitting || busy) return;
    if (reachable < stepCount) {
      dispatch({ type: "goTo", step: reachable });
      return;
    }
    setSubmitting(true);
    setSubmitError(null);
    try {
      const outcome = await props.onSubmit(result());
      if (outcome.ok) finishDraft();
      else setSubmitError(outcome.message);
    } catch {
      setSubmitError(t("submitFailed"));
    } finally {
      setSubmitting(false);
    }
  };

  const heading = (text: string) => (
    <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-ink focus:outline-none">
      {text}
    </h2>
  );

  return (
    <div ref={rootRef} className={cn("flex scroll-mt-4 flex-col gap-4", className)}>
      {draftRestored ? (
        <Alert tone="info">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span>{t("draftRestored")}</span>
            <Button type="button" variant="ghost" size="sm" onClick={discardDraft}>
              {t("startOver")}
            </Button>
          </div>
        </Alert>
      ) : null}
      <Card padding="fluid" className="flex flex-col gap-6">
        <StepIndicator titles={titles} current={state.currentStep} stepShare={stepShare} reachable={reachable} tone={tone} onSelect={(index) => dispatch({ type: "goTo", step: index })} />
        {onPreview || !step ? (
          <section aria-labelledby={headingId} className="flex flex-col gap-5">
            <div>
              {heading(t("previewTitle"))}
              <p className="mt-1 text-sm text-muted">{t("previewIntro")}</p>
            </div>
            <PreviewBody state={state} context={context} locale={locale} tone={tone} specs={specs} avatarSeed={props.avatarSeed} onEdit={(index) => dispatch({ type: "goTo", step: index })} />
            {submitError ? <Alert tone="error">{submitError}</Alert> : null}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
              <Button type="button" variant="secondary" onClick={() => dispatch({ type: "back" })}>
                <ChevronLeft className="size-4" aria-hidden />
                {t("back")}
              </Button>
              <div className="flex flex-col-reverse gap-3 sm:flex-row">
                {secondaryAction ? (
                  <Button type="button" variant="secondary" disabled={submitting || busy} onClick={() => secondaryAction.onClick(result())}>
                    {secondaryAction.label}
                  </Button>
                ) : null}
                <Button type="button" variant={tone.button} busy={submitting || busy} onClick={submit}>
                  {submitLabel}
                </Button>
              </div>
            </div>
          </section>
        ) : (
          <form
            noValidate
            aria-labelledby={headingId}
            className="flex flex-col gap-6"
            onSubmit={(event) => {
              event.preventDefault();
              dispatch({ type: "next" });
            }}
          >
            {heading(titles[state.currentStep] ?? "")}
            {state.currentStep === 0 ? (
              <PersonalDetails
                specs={specs}
                values={state.personal}
                errors={problems.personal}
                today={today}
                idBase={idBase}
                onChange={(field, value) => dispatch({ type: "personal", field, value })}
              />
            ) : null}
            <StepQuestions
              definition={definition}
              stepId={step.id}
              answers={state.answers}
              problems={problems.issues}
              locale={locale}
              tone={tone}
              idBase={idBase}
              onAnswer={onAnswer}
            />
            <div className="flex flex-col gap-2 border-t border-line pt-4">
              {/* Always rendered, so the count appearing never moves the buttons under the pointer. */}
              <p aria-live="polite" className="min-h-5 text-sm font-medium text-red-600">
                {problems.count > 0 ? t("stepIncomplete", { count: problems.count }) : ""}
              </p>
              <div className="flex items-center justify-between gap-3">
                {state.currentStep > 0 ? (
                  <Button type="button" variant="secondary" onClick={() => dispatch({ type: "back" })}>
                    <ChevronLeft className="size-4" aria-hidden />
                    {t("back")}
                  </Button>
                ) : (
                  <span />
                )}
                <Button type="submit" variant={tone.button}>
                  {state.currentStep === stepCount - 1 || state.returnToPreview ? t("toPreview") : t("next")}
                  <ChevronRight className="size-4" aria-hidden />
                </Button>
              </div>
            </div>
          </form>
        )}
      </Card>
    </div>
  );
}

interface PreviewBodyProps {
  readonly state: QuestionnaireState;
  readonly context: QuestionnaireContext;
  readonly locale: Locale;
  readonly tone: ToneClasses;
  readonly specs: readonly PersonalFieldSpec[];
  readonly avatarSeed: string | undefined;
  readonly onEdit: (step: number) => void;
}

function PreviewBody({ state, context, locale, tone, specs, avatarSeed, onEdit }: PreviewBodyProps) {
  const { answers, personal } = state;
  // The preview shows derived answers too (the age the birth date gives).
  const groups = useMemo(() => buildPreview(context.definition, answersWithDerived(context, { answers, personal }), locale), [context, answers, personal, locale]);
  const avatars = useMemo(() => avatarsOf(context, { answers, personal }, avatarSeed), [context, answers, personal, avatarSeed]);
  return (
    <QuestionnairePreview
      groups={groups}
      specs={specs}
      personal={personal}
      avatarName={avatars.avatarName}
      partnerAvatarName={avatars.partnerAvatarName}
      locale={locale}
      tone={tone}
      onEdit={onEdit}
    />
  );
}

function scrollBehaviour(): ScrollBehavior {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}
