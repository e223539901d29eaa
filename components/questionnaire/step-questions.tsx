"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { createEvaluator } from "@/lib/questionnaire/evaluator";
import { indexQuestions } from "@/lib/questionnaire/visibility";
import type { AnswerValue, Locale, Question, QuestionnaireDefinition, StepIssue } from "@/lib/questionnaire";
import { ScaleBlock } from "./option-inputs";
import { RangePairField } from "./number-inputs";
import { problemMessage } from "./problem-text";
import { QuestionField } from "./question-field";
import { stepBlocks } from "./step-layout";
import type { ToneClasses } from "./tone";

export interface StepQuestionsProps {
  readonly definition: QuestionnaireDefinition;
  readonly stepId: string;
  readonly answers: Readonly<Record<string, AnswerValue>>;
  /** The engine's issues of this step, by question name (empty until "Next" is refused). */
  readonly problems: Readonly<Record<string, StepIssue>>;
  readonly locale: Locale;
  readonly tone: ToneClasses;
  readonly idBase: string;
  readonly onAnswer: (name: string, value: AnswerValue | null) => void;
}

/**
 * The visible questions of one step in display order, recomputed by the engine on
 * every change, so a question a new answer enables appears right after it.
 */
export function StepQuestions({ definition, stepId, answers, problems, locale, tone, idBase, onAnswer }: StepQuestionsProps) {
  const t = useTranslations("questionnaireForm");
  const blocks = useMemo(() => stepBlocks(definition, stepId, answers), [definition, stepId, answers]);
  const evaluator = useMemo(() => createEvaluator(indexQuestions(definition.questions), answers), [definition, answers]);

  const rawOf = (name: string): unknown => (Object.hasOwn(answers, name) ? answers[name] : undefined);
  const idOf = (name: string) => `${idBase}-q-${name}`;
  const errorOf = (question: Question): string | undefined => {
    const issue = problems[question.neuronName];
    if (!issue) return undefined;
    const message = problemMessage(question, issue, rawOf(question.neuronName), locale);
    return t(`errors.${message.key}`, message.values);
  };
  const shared = { locale, tone, onAnswer };

  return (
    <div className="flex flex-col gap-7">
      {blocks.map((block) => {
        if (block.kind === "scale") {
          return <ScaleBlock key={block.key} questions={block.questions} rawOf={rawOf} errorOf={errorOf} idOf={idOf} {...shared} />;
        }
        if (block.kind === "range") {
          return <RangePairField key={block.key} min={block.min} max={block.max} rawOf={rawOf} errorOf={errorOf} idOf={idOf} {...shared} />;
        }
        const { question } = block;
        const computed = question.type === "formula" ? evaluator.value(question.neuronName) : undefined;
        return (
          <QuestionField
            key={block.key}
            question={question}
            raw={rawOf(question.neuronName)}
            error={errorOf(question)}
            id={idOf(question.neuronName)}
            {...(typeof computed === "number" ? { computed } : {})}
            {...shared}
          />
        );
      })}
    </div>
  );
}
