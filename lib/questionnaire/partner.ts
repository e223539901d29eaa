import type { Condition, Question } from "./types";

/** Added to a question name to make its partner copy: "gender" -> "gender_partner". */
export const PARTNER_MARKER = "_partner";

/** Partner copies multiply the group id by this, so the pairs of both parties never mix. */
export const PARTNER_GROUP_FACTOR = 100;

export interface PartnerCopyOptions {
  /** Put the copies on another step (the couple questionnaire asks about the partner separately). */
  readonly step?: string;
  /** Added to each copy's index; defaults to one past the largest index of the originals. */
  readonly indexOffset?: number;
}

export function partnerName(name: string): string {
  return `${name}${PARTNER_MARKER}`;
}

/** The name without the partner marker, as the payload's `neuron_question` carries it. */
export function ownName(name: string): string {
  return name.endsWith(PARTNER_MARKER) ? name.slice(0, -PARTNER_MARKER.length) : name;
}

/**
 * Copies of own questions about the partner: the marker appended to the name, the
 * group id multiplied by 100, `isPartner` set, `partnerLabel` (when given) used as the
 * label, and every reference (conditions, formula terms) retargeted to the copies.
 */
export function makePartnerQuestions(questions: readonly Question[], options: PartnerCopyOptions = {}): Question[] {
  const offset = options.indexOffset ?? questions.reduce((max, q) => Math.max(max, q.index), -1) + 1;
  return questions.map((question) => {
    const { partnerLabel, options: questionOptions, answer, ...rest } = question;
    const dependsOn = questionOptions.dependsOn;
    const formula = answer?.formula;
    return {
      ...rest,
      neuronName: partnerName(question.neuronName),
      label: partnerLabel ?? question.label,
      step: options.step ?? question.step,
      index: question.index + offset,
      isPartner: true,
      options: {
        ...questionOptions,
        ...(questionOptions.groupId !== undefined ? { groupId: questionOptions.groupId * PARTNER_GROUP_FACTOR } : {}),
        ...(dependsOn
          ? { dependsOn: { ...dependsOn, conditions: dependsOn.conditions.map(retarget) } }
          : {}),
      },
      ...(answer
        ? { answer: { ...answer, ...(formula ? { formula: { ...formula, questions: formula.questions.map(partnerName) } } : {}) } }
        : {}),
    };
  });
}

function retarget(condition: Condition): Condition {
  return { ...condition, question: partnerName(condition.question) };
}
