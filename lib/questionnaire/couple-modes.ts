import { ownName, partnerName } from "./partner";
import type { Answers, LocalizedText, QuestionnaireDefinition } from "./types";

// The couple questionnaire (person a about themselves, then the partner copies) answered
// in its three ways: alone (a also describes b), together (b answers the copies about
// themselves on the same device), and by invitation (b answers a's own part later).

export type CoupleMode = "alone" | "together";

const TOGETHER_STEP_TITLE: LocalizedText = { ru: "Партнёр отвечает о себе", en: "Your partner answers about themselves" };

/**
 * The couple questionnaire as both partners fill it on one device: the partner copies
 * keep their names (so answers, groups and conditions are unchanged) but read as the
 * partner's own questions ("How old are you?", not "How old is your partner?").
 */
export function togetherVariant(definition: QuestionnaireDefinition): QuestionnaireDefinition {
  const own = new Map(definition.questions.filter((q) => !q.isPartner).map((q) => [q.neuronName, q]));
  const partnerSteps = new Set(definition.questions.filter((q) => q.isPartner).map((q) => q.step));
  const ownSteps = new Set(definition.questions.filter((q) => !q.isPartner).map((q) => q.step));
  return {
    ...definition,
    steps: definition.steps.map((s) => (partnerSteps.has(s.id) && !ownSteps.has(s.id) ? { ...s, title: TOGETHER_STEP_TITLE } : s)),
    questions: definition.questions.map((q) => {
      if (!q.isPartner) return q;
      const original = own.get(ownName(q.neuronName));
      return original ? { ...q, label: original.label } : q;
    }),
  };
}

/**
 * The part an invited partner fills: a's own questions only, with one person's details
 * (their first name and optional birth date).
 */
export function invitationPart(definition: QuestionnaireDefinition): QuestionnaireDefinition {
  const questions = definition.questions.filter((q) => !q.isPartner);
  const steps = new Set(questions.map((q) => q.step));
  const partner = definition.personalFields.partner;
  return {
    ...definition,
    steps: definition.steps.filter((s) => steps.has(s.id)),
    questions,
    personalFields: { ...definition.personalFields, birthDate: partner?.birthDate ?? "optional", partner: null },
  };
}

/** Answers to own questions moved onto the partner copies ("age" -> "age_partner"). */
export function asPartnerAnswers(answers: Answers): Record<string, Answers[string]> {
  const out: Record<string, Answers[string]> = {};
  for (const [name, value] of Object.entries(answers)) out[partnerName(name)] = value;
  return out;
}

/** The answers split into a's own questions and the partner copies. */
export function splitCoupleAnswers(definition: QuestionnaireDefinition, answers: Answers): { own: Answers; partner: Answers } {
  const partnerNames = new Set(definition.questions.filter((q) => q.isPartner).map((q) => q.neuronName));
  const own: Record<string, Answers[string]> = {};
  const partner: Record<string, Answers[string]> = {};
  for (const [name, value] of Object.entries(answers)) (partnerNames.has(name) ? partner : own)[name] = value;
  return { own, partner };
}
