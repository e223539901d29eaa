import { answerNumber, answerTexts, toFiniteNumber, type NormalisedAnswer } from "./answers";
import type { Question } from "./types";

export type ConditionSign = "=" | ">" | "<";

export interface ParsedCondition {
  readonly sign: ConditionSign;
  /** Everything after the first two characters ("= higher" -> "higher"). */
  readonly value: string;
}

/**
 * Reads a condition text. The first character is the sign; the compared value is what
 * follows after the first two characters (the second is a separator, by convention a
 * space). Anything else is not a condition.
 */
export function parseCondition(text: unknown): ParsedCondition | undefined {
  if (typeof text !== "string" || text.length < 3) return undefined;
  const sign = text[0];
  if (sign !== "=" && sign !== ">" && sign !== "<") return undefined;
  return { sign, value: text.slice(2) };
}

/** `=` compares text, `>` and `<` compare numbers; an answer that is not a number never matches them. */
export function conditionHolds(parsed: ParsedCondition, target: Question, answer: NormalisedAnswer): boolean {
  if (parsed.sign === "=") return answerTexts(target, answer).includes(parsed.value);
  const expected = toFiniteNumber(parsed.value);
  const actual = answerNumber(target, answer);
  if (expected === undefined || actual === undefined) return false;
  return parsed.sign === ">" ? actual > expected : actual < expected;
}
