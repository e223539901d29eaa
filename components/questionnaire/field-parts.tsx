import type { AnswerValue, Locale, Question } from "@/lib/questionnaire";
import { cn } from "@/components/ui/cn";
import type { ToneClasses } from "./tone";

// Pieces every question input shares: its ids, hint, error text and props.

export interface QuestionInputProps {
  readonly question: Question;
  /** The raw answer as the form holds it. */
  readonly raw: unknown;
  /** Translated problem text; present only after "Next" was refused on the step. */
  readonly error?: string;
  readonly locale: Locale;
  readonly tone: ToneClasses;
  /** Unique id of the question's main control. */
  readonly id: string;
  readonly onAnswer: (name: string, value: AnswerValue | null) => void;
}

export function fieldIds(id: string) {
  return { label: `${id}-label`, hint: `${id}-hint`, error: `${id}-error` };
}

/** The ids that describe a control, or undefined when there are none. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter((id): id is string => typeof id === "string" && id !== "");
  return list.length > 0 ? list.join(" ") : undefined;
}

export function HintText({ id, children }: { id: string; children: string }) {
  return children ? (
    <p id={id} className="mt-1 text-xs text-muted">
      {children}
    </p>
  ) : null;
}

/** Shown after a refused "Next"; the step's live summary announces the count, so this is not an alert itself. */
export function ErrorText({ id, children, className }: { id: string; children: string | undefined; className?: string }) {
  return children ? (
    <p id={id} className={cn("mt-1.5 text-xs font-medium text-red-600", className)}>
      {children}
    </p>
  ) : null;
}
