import { createHash } from "node:crypto";
import { coupleQuestionnaireV1 } from "@/lib/questionnaire/content/couple-v1";
import { invitationPart, type Question } from "@/lib/questionnaire";
import { fillAnswers } from "@/lib/questionnaire/testing/fill";

/**
 * A varied answer per inventory item (all-equal answers would score every trait at the
 * midpoint, since half the items are reverse-keyed): `style` shifts the pattern.
 */
function pattern(style: number) {
  return (q: Question) => (q.bigFiveItem === undefined ? style : createHash("sha256").update(`${style}:${q.bigFiveItem}`).digest()[0]! % 5);
}

/** A whole couple questionnaire: person a's answers (pattern `own`) and the partner copies (pattern `partner`). */
export function coupleAnswers(own = 3, partner = 1): Record<string, unknown> {
  const a = pattern(own);
  const b = pattern(partner);
  return { ...fillAnswers(coupleQuestionnaireV1, (q) => (q.isPartner ? b(q) : a(q))) };
}

/** The invited partner's own part. */
export function partnerOwnAnswers(style = 4): Record<string, unknown> {
  return { ...fillAnswers(invitationPart(coupleQuestionnaireV1), pattern(style)) };
}

export function coupleBody(overrides: Record<string, unknown> = {}) {
  return { product: "flame", mode: "alone", answers: coupleAnswers(), firstName: "Anna", partnerFirstName: "Boris", birthDate: "1994-03-02", ln: "en", ...overrides };
}
