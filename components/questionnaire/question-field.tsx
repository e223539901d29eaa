"use client";

import { ChoiceField } from "./option-inputs";
import { DropdownField } from "./dropdown-field";
import { fieldIds, type QuestionInputProps } from "./field-parts";
import { pickText, renderFormula } from "./labels";
import { NumberField } from "./number-inputs";

export interface QuestionFieldProps extends QuestionInputProps {
  /** The engine's computed value of a formula question. */
  readonly computed?: number;
}

/** One question, rendered by type with a visible label, its hint and its problem. */
export function QuestionField(props: QuestionFieldProps) {
  const { question } = props;
  switch (question.type) {
    case "select":
    case "multiselect":
      return <ChoiceField {...props} />;
    case "slider":
    case "range":
      return <NumberField {...props} />;
    case "dropdown":
      return <DropdownField {...props} />;
    case "formula":
      return <FormulaField {...props} />;
    default:
      return null;
  }
}

/** formula: a read-only value the engine computes from other answers, shown with `formulaRender`. */
function FormulaField({ question, computed, locale, id }: QuestionFieldProps) {
  const ids = fieldIds(id);
  return (
    <div>
      <label id={ids.label} htmlFor={id} className="text-sm font-medium text-ink">
        {pickText(question.label, locale)}
      </label>
      <output id={id} className="mt-1.5 block rounded-lg border border-dashed border-line bg-surface px-3 py-2 text-sm font-semibold text-ink">
        {renderFormula(question, computed ?? 0, locale)}
      </output>
    </div>
  );
}
