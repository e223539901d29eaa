"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { Question } from "@/lib/questionnaire";
import { cn } from "@/components/ui/cn";
import { Input } from "@/components/ui/input";
import { describedBy, ErrorText, fieldIds, HintText, type QuestionInputProps } from "./field-parts";
import { formatNumber, pickText } from "./labels";

const DEFAULT_BOUNDS = { min: 0, max: 100, step: 1 } as const;

/**
 * slider (and each end of a range): a range input for dragging and a number field
 * that shows the value and takes exact typing. Until answered the thumb is dimmed and
 * the field empty; clicking the thumb where it is also answers.
 */
export function NumberField({ question, raw, error, locale, tone, id, onAnswer }: QuestionInputProps) {
  const t = useTranslations("questionnaireForm");
  const [typed, setTyped] = useState<string | null>(null);
  const ids = fieldIds(id);
  const bounds = question.slider ?? DEFAULT_BOUNDS;
  const value = typeof raw === "number" && Number.isFinite(raw) ? raw : undefined;
  const label = pickText(question.label, locale);
  const hint = pickText(question.hint, locale);
  const description = describedBy(hint && ids.hint, error && ids.error);
  const name = question.neuronName;

  const typeValue = (text: string) => {
    setTyped(text);
    if (text.trim() === "") {
      onAnswer(name, null);
      return;
    }
    const number = Number(text);
    // Out-of-bounds numbers are kept: the engine then reports them, and the message names the bounds.
    if (Number.isFinite(number)) onAnswer(name, number);
  };

  return (
    <div data-problem={error ? "true" : undefined}>
      <label id={ids.label} htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <HintText id={ids.hint}>{hint}</HintText>
      <div className="mt-2 flex items-center gap-3">
        <input
          id={id}
          type="range"
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={value === undefined ? bounds.min : Math.min(bounds.max, Math.max(bounds.min, value))}
          onChange={(event) => {
            setTyped(null);
            onAnswer(name, Number(event.target.value));
          }}
          onClick={(event) => {
            if (value === undefined) onAnswer(name, Number(event.currentTarget.value));
          }}
          aria-valuetext={value === undefined ? t("notAnswered") : formatNumber(value, locale)}
          aria-invalid={error ? true : undefined}
          aria-describedby={description}
          className={cn("h-2 min-w-0 flex-1 cursor-pointer", tone.accent, value === undefined && "opacity-40")}
        />
        <span className="w-24 shrink-0">
          <Input
            type="number"
            inputMode="decimal"
            min={bounds.min}
            max={bounds.max}
            step={bounds.step}
            value={typed ?? (value === undefined ? "" : String(value))}
            placeholder="—"
            onChange={(event) => typeValue(event.target.value)}
            onBlur={() => setTyped(null)}
            aria-label={t("exactValue", { label })}
            aria-invalid={error ? true : undefined}
            aria-describedby={description}
            className="text-right tabular-nums"
          />
        </span>
      </div>
      <div className="mt-1 flex justify-between text-xs text-muted" aria-hidden>
        <span>{formatNumber(bounds.min, locale)}</span>
        <span className="pr-27">{formatNumber(bounds.max, locale)}</span>
      </div>
      <ErrorText id={ids.error}>{error}</ErrorText>
    </div>
  );
}

export interface RangePairProps extends Omit<QuestionInputProps, "question" | "raw" | "error" | "id"> {
  readonly min: Question;
  readonly max: Question;
  readonly rawOf: (name: string) => unknown;
  readonly errorOf: (question: Question) => string | undefined;
  readonly idOf: (name: string) => string;
}

/** The two ends of a range (same group id) side by side; the order error shows under the end. */
export function RangePairField({ min, max, rawOf, errorOf, idOf, ...rest }: RangePairProps) {
  const minId = idOf(min.neuronName);
  const maxId = idOf(max.neuronName);
  return (
    <div role="group" aria-labelledby={`${fieldIds(minId).label} ${fieldIds(maxId).label}`} className="grid gap-5 rounded-xl border border-line bg-white p-4 sm:grid-cols-2">
      <NumberField question={min} raw={rawOf(min.neuronName)} error={errorOf(min)} id={minId} {...rest} />
      <NumberField question={max} raw={rawOf(max.neuronName)} error={errorOf(max)} id={maxId} {...rest} />
    </div>
  );
}
