import { rangePairs } from "@/lib/questionnaire/steps";
import { visibleQuestions } from "@/lib/questionnaire/visibility";
import type { Answers, Question, QuestionnaireDefinition } from "@/lib/questionnaire";

// How the visible questions of a step are laid out, in display order: most stand
// alone, the two ends of a range sit together, and runs of personality items share
// one compact agree-scale block. Visibility comes from the engine.

export type StepBlock =
  | { readonly kind: "question"; readonly key: string; readonly question: Question }
  | { readonly kind: "range"; readonly key: string; readonly min: Question; readonly max: Question }
  | { readonly kind: "scale"; readonly key: string; readonly questions: readonly Question[] };

/** A personality inventory item: rendered as one row of the agree scale. */
export function isScaleItem(question: Question): boolean {
  return question.type === "select" && question.bigFiveItem !== undefined && question.scope.length > 0;
}

export function stepBlocks(definition: QuestionnaireDefinition, stepId: string, answers: Answers): StepBlock[] {
  // A derived answer (the age from the birth date) is computed, never asked.
  const visible = visibleQuestions(definition.questions, answers).filter((q) => q.step === stepId && q.derived === undefined);
  const pairs = rangePairs(visible);
  const maxOfMin = new Map(pairs.map(([min, max]) => [min.neuronName, max]));
  const paired = new Set(pairs.map(([, max]) => max.neuronName));
  const blocks: StepBlock[] = [];
  for (const question of visible) {
    if (paired.has(question.neuronName)) continue;
    const max = maxOfMin.get(question.neuronName);
    if (max) {
      blocks.push({ kind: "range", key: question.neuronName, min: question, max });
      continue;
    }
    const last = blocks.at(-1);
    if (isScaleItem(question)) {
      if (last?.kind === "scale" && sameScale(last.questions[0], question)) {
        blocks[blocks.length - 1] = { ...last, questions: [...last.questions, question] };
      } else {
        blocks.push({ kind: "scale", key: question.neuronName, questions: [question] });
      }
      continue;
    }
    blocks.push({ kind: "question", key: question.neuronName, question });
  }
  return blocks;
}

/** Items share a block only when their options are the same, so one legend fits every row. */
function sameScale(a: Question | undefined, b: Question): boolean {
  if (!a || a.scope.length !== b.scope.length) return false;
  return a.scope.every((option, i) => option.value === b.scope[i]?.value && option.label.en === b.scope[i]?.label.en && option.label.ru === b.scope[i]?.label.ru);
}

/** Names of the questions a block shows, in order (for focusing the first problem). */
export function blockQuestionNames(block: StepBlock): string[] {
  if (block.kind === "question") return [block.question.neuronName];
  if (block.kind === "range") return [block.min.neuronName, block.max.neuronName];
  return block.questions.map((q) => q.neuronName);
}
