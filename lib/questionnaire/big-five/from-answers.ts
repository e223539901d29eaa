import { answerNumber } from "../answers";
import { createEvaluator, indexQuestions } from "../evaluator";
import type { Answers, QuestionnaireDefinition, Result } from "../types";
import { scoreBigFive, type BigFiveResponses, type BigFiveScoreError, type BigFiveScores } from "./score";

export interface WhoseAnswers {
  /** Read the partner copies (couple questionnaire) instead of the person's own items. */
  readonly partner?: boolean;
}

/** The inventory answers found in a questionnaire's answers, by item id. */
export function bigFiveResponses(
  definition: QuestionnaireDefinition,
  answers: Answers,
  whose: WhoseAnswers = {},
): Record<number, number> {
  const evaluator = createEvaluator(indexQuestions(definition.questions), answers);
  const responses: Record<number, number> = {};
  for (const question of definition.questions) {
    if (question.bigFiveItem === undefined || (question.isPartner === true) !== (whose.partner === true)) continue;
    const value = evaluator.value(question.neuronName);
    const number = value === undefined ? undefined : answerNumber(question, value);
    if (number !== undefined) responses[question.bigFiveItem] = number;
  }
  return responses;
}

export function scoreQuestionnaireBigFive(
  definition: QuestionnaireDefinition,
  answers: Answers,
  whose: WhoseAnswers = {},
): Result<BigFiveScores, BigFiveScoreError> {
  const responses: BigFiveResponses = bigFiveResponses(definition, answers, whose);
  return scoreBigFive(responses);
}
