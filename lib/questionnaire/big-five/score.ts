import { err, ok, type Result } from "../types";
import { ANSWER_MAX, ANSWER_MIN, BIG_FIVE_DOMAINS, BIG_FIVE_INVENTORY, type BigFiveDomain } from "./inventory";

/** Answers to the inventory by item id (1..30), each an integer 1..5. */
export type BigFiveResponses = Readonly<Record<number, number | null | undefined>>;

export interface BigFiveScores {
  /** Domain means on the answer scale, 1..5. */
  readonly means: Readonly<Record<BigFiveDomain, number>>;
  /** The same on 0..100: (mean - 1) / 4 * 100. */
  readonly scale: Readonly<Record<BigFiveDomain, number>>;
}

export type BigFiveScoreError =
  | { readonly code: "missing_items"; readonly items: readonly number[] }
  | { readonly code: "invalid_answers"; readonly items: readonly number[] };

/** A reverse-keyed item counts as 6 - answer. */
export function keyedValue(answer: number, keyed: "forward" | "reverse"): number {
  return keyed === "reverse" ? ANSWER_MIN + ANSWER_MAX - answer : answer;
}

export function toScale(mean: number): number {
  return ((mean - ANSWER_MIN) / (ANSWER_MAX - ANSWER_MIN)) * 100;
}

/**
 * Domain scores of the 30-item inventory: the mean of the domain's six keyed items
 * (1..5) and that mean on 0..100. Every item must be answered with an integer 1..5;
 * otherwise the error lists the items concerned.
 */
export function scoreBigFive(responses: BigFiveResponses): Result<BigFiveScores, BigFiveScoreError> {
  const missing: number[] = [];
  const invalid: number[] = [];
  const sums = Object.fromEntries(BIG_FIVE_DOMAINS.map((d) => [d, 0])) as Record<BigFiveDomain, number>;
  const counts = Object.fromEntries(BIG_FIVE_DOMAINS.map((d) => [d, 0])) as Record<BigFiveDomain, number>;
  for (const item of BIG_FIVE_INVENTORY) {
    const answer = responses !== null && typeof responses === "object" && Object.hasOwn(responses, item.id)
      ? responses[item.id]
      : undefined;
    if (answer === null || answer === undefined) {
      missing.push(item.id);
    } else if (!Number.isInteger(answer) || answer < ANSWER_MIN || answer > ANSWER_MAX) {
      invalid.push(item.id);
    } else {
      sums[item.domain] += keyedValue(answer, item.keyed);
      counts[item.domain] += 1;
    }
  }
  if (missing.length > 0) return err({ code: "missing_items", items: missing });
  if (invalid.length > 0) return err({ code: "invalid_answers", items: invalid });
  const means = {} as Record<BigFiveDomain, number>;
  const scale = {} as Record<BigFiveDomain, number>;
  for (const domain of BIG_FIVE_DOMAINS) {
    means[domain] = sums[domain] / counts[domain];
    scale[domain] = toScale(means[domain]);
  }
  return ok({ means, scale });
}
