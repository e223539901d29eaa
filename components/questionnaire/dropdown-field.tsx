"use client";

import { useTranslations } from "next-intl";
import { MAX_DROPDOWN_DEPTH, pathToTree } from "@/lib/questionnaire/answers";
import type { Option } from "@/lib/questionnaire";
import { cn } from "@/components/ui/cn";
import { describedBy, ErrorText, fieldIds, HintText, type QuestionInputProps } from "./field-parts";
import { dropdownChain, pickText } from "./labels";

const LEVEL_KEYS = ["dropdownLevel1", "dropdownLevel2", "dropdownLevel3"] as const;

const SELECT_CLASS = cn(
  "h-10 w-full rounded-lg border border-line bg-white px-3 text-sm text-ink",
  "focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-red-500",
);

/**
 * dropdown: up to three chained selects following the option tree. Choosing a branch
 * opens the next level; changing a level clears the levels below it. Until the path
 * ends at a leaf the engine counts the question as unanswered.
 */
export function DropdownField({ question, raw, error, locale, id, onAnswer }: QuestionInputProps) {
  const t = useTranslations("questionnaireForm");
  const ids = fieldIds(id);
  const hint = pickText(question.hint, locale);
  const chain = dropdownChain(question.scope, raw);
  const levels: Array<readonly Option[]> = [question.scope];
  for (const option of chain) {
    if (levels.length >= MAX_DROPDOWN_DEPTH || !option.children || option.children.length === 0) break;
    levels.push(option.children);
  }

  const choose = (depth: number, value: string) => {
    const path = chain.slice(0, depth).map((option) => option.value);
    if (value !== "") path.push(value);
    onAnswer(question.neuronName, path.length > 0 ? pathToTree(path) : null);
  };

  return (
    <fieldset className="min-w-0" aria-describedby={describedBy(hint && ids.hint, error && ids.error)} data-problem={error ? "true" : undefined}>
      <legend id={ids.label} className="text-sm font-medium text-ink">
        {pickText(question.label, locale)}
      </legend>
      <HintText id={ids.hint}>{hint}</HintText>
      <div className="mt-2 flex flex-col gap-3">
        {levels.map((options, depth) => {
          const selectId = depth === 0 ? id : `${id}-${depth}`;
          return (
            <div key={depth} className="flex flex-col gap-1">
              <label htmlFor={selectId} className="text-xs text-muted">
                {t(LEVEL_KEYS[depth] ?? "dropdownLevel3")}
              </label>
              <select
                id={selectId}
                value={chain[depth]?.value ?? ""}
                onChange={(event) => choose(depth, event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(error && ids.error)}
                className={SELECT_CLASS}
              >
                <option value="">{t("choose")}</option>
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {pickText(option.label, locale)}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
      <ErrorText id={ids.error}>{error}</ErrorText>
    </fieldset>
  );
}
