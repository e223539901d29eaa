"use client";

import { memo } from "react";

import { useTranslations } from "next-intl";
import type { Question } from "@/lib/questionnaire";
import { cn } from "@/components/ui/cn";
import { describedBy, ErrorText, fieldIds, HintText, type QuestionInputProps } from "./field-parts";
import { pickText } from "./labels";

const OPTION_CARD = "flex cursor-pointer items-start gap-3 rounded-lg border bg-white px-3 py-2.5 text-sm text-ink transition-colors hover:bg-slate-50";

/** select -> radio cards; multiselect -> checkbox cards. One fieldset with the question as legend. */
export function ChoiceField({ question, raw, error, locale, tone, id, onAnswer }: QuestionInputProps) {
  const ids = fieldIds(id);
  const multiple = question.type === "multiselect";
  const hint = pickText(question.hint, locale);
  const chosen = new Set<string>(
    multiple ? (Array.isArray(raw) ? (raw as unknown[]).filter((v): v is string => typeof v === "string") : []) : typeof raw === "string" || typeof raw === "number" ? [String(raw)] : [],
  );
  const toggle = (value: string, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(value);
    else next.delete(value);
    // Option order, so the answer does not depend on the order of clicks.
    const values = question.scope.map((o) => o.value).filter((v) => next.has(v));
    onAnswer(question.neuronName, values.length > 0 ? values : null);
  };
  return (
    <fieldset id={id} className="min-w-0" aria-describedby={describedBy(hint && ids.hint, error && ids.error)} data-problem={error ? "true" : undefined}>
      <legend id={ids.label} className="text-sm font-medium text-ink">
        {pickText(question.label, locale)}
      </legend>
      <HintText id={ids.hint}>{hint}</HintText>
      <div className={cn("mt-2 grid gap-2", question.scope.length > 3 && "sm:grid-cols-2")}>
        {question.scope.map((option) => (
          <label key={option.value} className={cn(OPTION_CARD, tone.optionCard, error ? "border-red-300" : "border-line")}>
            <input
              type={multiple ? "checkbox" : "radio"}
              name={id}
              value={option.value}
              checked={chosen.has(option.value)}
              onChange={(event) => (multiple ? toggle(option.value, event.target.checked) : onAnswer(question.neuronName, option.value))}
              className={cn("mt-0.5 size-4 shrink-0", tone.accent)}
              aria-invalid={error ? true : undefined}
            />
            <span>{pickText(option.label, locale)}</span>
          </label>
        ))}
      </div>
      <ErrorText id={ids.error}>{error}</ErrorText>
    </fieldset>
  );
}

export interface ScaleBlockProps extends Omit<QuestionInputProps, "question" | "raw" | "error" | "id"> {
  readonly questions: readonly Question[];
  readonly rawOf: (name: string) => unknown;
  readonly errorOf: (question: Question) => string | undefined;
  readonly idOf: (name: string) => string;
}

/**
 * A run of personality items answered on one five-point agree scale: the shared hint
 * and the scale's legend once, then one compact row per item. On a phone the rows show
 * the numbers and the two end labels; from `sm` up each segment shows its label.
 */
export function ScaleBlock({ questions, rawOf, errorOf, idOf, locale, tone, onAnswer }: ScaleBlockProps) {
  const t = useTranslations("questionnaireForm");
  const first = questions[0];
  if (!first) return null;
  const hint = pickText(first.hint, locale);
  return (
    <div className="rounded-xl border border-line bg-white">
      <div className={cn("rounded-t-xl px-4 py-3", tone.soft)}>
        {hint ? <p className="text-sm text-ink">{hint}</p> : null}
        <p className="mt-1 text-xs font-medium text-muted">{t("scaleLegend")}</p>
        <ol className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-muted">
          {first.scope.map((option, i) => (
            <li key={option.value}>
              <span className={cn("font-semibold", tone.text)}>{i + 1}</span> — {pickText(option.label, locale)}
            </li>
          ))}
        </ol>
      </div>
      <ul className="divide-y divide-line">
        {questions.map((question) => (
          <li key={question.neuronName} className="px-4 py-3">
            <ScaleRow question={question} raw={rawOf(question.neuronName)} error={errorOf(question)} id={idOf(question.neuronName)} locale={locale} tone={tone} onAnswer={onAnswer} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One statement of the scale; memoised, so answering one re-renders only that row. */
const ScaleRow = memo(function ScaleRow({ question, raw, error, id, locale, tone, onAnswer }: QuestionInputProps) {
  const ids = fieldIds(id);
  const chosen = typeof raw === "string" || typeof raw === "number" ? String(raw) : undefined;
  const firstLabel = pickText(question.scope[0]?.label, locale);
  const lastLabel = pickText(question.scope.at(-1)?.label, locale);
  return (
    <fieldset id={id} className="min-w-0" aria-describedby={describedBy(error && ids.error)} data-problem={error ? "true" : undefined}>
      <legend id={ids.label} className="text-sm text-ink">
        {pickText(question.label, locale)}
      </legend>
      <div className="mt-2 grid grid-cols-5 gap-1.5">
        {question.scope.map((option, i) => (
          <label
            key={option.value}
            className={cn(
              "flex min-h-11 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-lg border bg-white px-1 py-1.5 text-center text-ink transition-colors",
              tone.scaleSegment,
              error ? "border-red-300" : "border-line",
            )}
          >
            <input
              type="radio"
              name={id}
              value={option.value}
              checked={chosen === option.value}
              onChange={() => onAnswer(question.neuronName, option.value)}
              className="sr-only"
              aria-invalid={error ? true : undefined}
            />
            <span className="text-sm font-semibold" aria-hidden>
              {i + 1}
            </span>
            <span className="sr-only text-[11px] leading-tight sm:not-sr-only">{pickText(option.label, locale)}</span>
          </label>
        ))}
      </div>
      <div className="mt-1 flex justify-between gap-4 text-[11px] text-muted sm:hidden" aria-hidden>
        <span>{firstLabel}</span>
        <span className="text-right">{lastLabel}</span>
      </div>
      <ErrorText id={ids.error}>{error}</ErrorText>
    </fieldset>
  );
});
