import { buildAnswerPayload, restoreAnswers } from "@/lib/questionnaire/payload";
import { firstIncompleteStep } from "@/lib/questionnaire/steps";
import { normaliseBirthDate, parseBirthDate } from "@/lib/questionnaire/birth-date";
import type { AnswerValue, Answers, LocalDate, QuestionnaireDefinition } from "@/lib/questionnaire";
import { draftStorageKey } from "./draft-key";

// Unfinished questionnaires kept on this device, so a reload or a closed tab does not
// lose answers. Storage may be missing (server render), blocked (private mode, cookies
// off) or full (quota): every access is guarded and a failure only means "no draft".

/** The personal details as the form holds them; birth dates as a date input holds them ("1990-05-17"), or "". */
export interface DraftPersonal {
  readonly firstName: string;
  readonly lastName: string;
  readonly birthDate: string;
  readonly partnerFirstName: string;
  readonly partnerBirthDate: string;
}

export interface DraftState {
  readonly answers: Answers;
  readonly currentStep: number;
  readonly personal: DraftPersonal;
}

export interface QuestionnaireDraft extends DraftState {
  readonly answers: Readonly<Record<string, AnswerValue>>;
  /** Kind and version of the definition the answers were given against ("profile:1"). */
  readonly version: string;
  /** ISO time of the save. */
  readonly savedAt: string;
}

/** The part of the Web Storage interface drafts use; tests pass a fake. */
export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface DraftDeps {
  /** Defaults to `window.localStorage` when it is reachable. */
  readonly storage?: DraftStorage | null;
  readonly now?: () => Date;
}


export const EMPTY_PERSONAL: DraftPersonal = { firstName: "", lastName: "", birthDate: "", partnerFirstName: "", partnerBirthDate: "" };

export function draftVersion(definition: Pick<QuestionnaireDefinition, "kind" | "version">): string {
  return `${definition.kind}:${definition.version}`;
}

/** Saves the draft; false when storage is unavailable or full. */
export function saveDraft(key: string, definition: QuestionnaireDefinition, state: DraftState, deps: DraftDeps = {}): boolean {
  const storage = resolveStorage(deps);
  if (!storage) return false;
  const draft: QuestionnaireDraft = {
    version: draftVersion(definition),
    answers: restoreFormAnswers(definition, state.answers),
    currentStep: state.currentStep,
    personal: readPersonal(state.personal),
    savedAt: (deps.now ?? (() => new Date()))().toISOString(),
  };
  try {
    storage.setItem(draftStorageKey(key), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

/**
 * The saved draft of this questionnaire kind, or null. Answers pass through the engine's
 * restore rules (values that no longer fit a question, and answers left on hidden
 * questions, are dropped), and the step is never past the first incomplete one.
 * Question names and option values are stable across versions of a kind, so a draft
 * of an older version keeps exactly the answers that still fit.
 */
export function loadDraft(key: string, definition: QuestionnaireDefinition, deps: DraftDeps = {}): QuestionnaireDraft | null {
  const storage = resolveStorage(deps);
  if (!storage) return null;
  let text: string | null;
  try {
    text = storage.getItem(draftStorageKey(key));
  } catch {
    return null;
  }
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (raw === null || typeof raw !== "object") return null;
  const { version, answers, currentStep, personal, savedAt } = raw as Record<string, unknown>;
  if (typeof version !== "string" || version.split(":")[0] !== definition.kind) return null;
  const restored = restoreFormAnswers(definition, isRecord(answers) ? (answers as Answers) : {});
  const step = typeof currentStep === "number" && Number.isInteger(currentStep) && currentStep >= 0 ? currentStep : 0;
  return {
    version,
    answers: restored,
    currentStep: Math.min(step, firstIncompleteStep(definition, restored)),
    personal: readPersonal(personal),
    savedAt: typeof savedAt === "string" ? savedAt : "",
  };
}

export function clearDraft(key: string, deps: DraftDeps = {}): void {
  const storage = resolveStorage(deps);
  if (!storage) return;
  try {
    storage.removeItem(draftStorageKey(key));
  } catch {
    // Nothing to do: a draft that cannot be removed is also one that cannot be read back.
  }
}

/**
 * Answers reduced to what the engine would restore from a submitted payload: blank
 * values, values that do not fit their question, unknown names, formulas and answers
 * on hidden questions are dropped; the rest is in canonical form.
 */
export function restoreFormAnswers(definition: QuestionnaireDefinition, answers: Answers): Record<string, AnswerValue> {
  const items = Object.entries(answers).map(([name, response]) => ({ neuron_question: name, mine_question: true, response }));
  const fitting = restoreAnswers(items, definition);
  // A trip through the payload drops answers whose question is hidden (they are stale).
  return restoreAnswers(buildAnswerPayload(definition, fitting, { currentStep: 0 }), definition);
}

/** Personal details from untrusted data: strings only, birth dates as calendar dates ("1990-05-17") or "". */
export function readPersonal(raw: unknown): DraftPersonal {
  const source = isRecord(raw) ? (raw as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return {
    firstName: text(source.firstName),
    lastName: text(source.lastName),
    birthDate: calendarDate(source.birthDate),
    partnerFirstName: text(source.partnerFirstName),
    partnerBirthDate: calendarDate(source.partnerBirthDate),
  };
}

/** A date as a date input holds it: "1990-05-17" from text, a normalised date or a calendar date; "" otherwise. */
export function calendarDate(value: unknown): string {
  const normalised = normalisedDate(value);
  return normalised === "" ? "" : normalised.slice(0, 10);
}

/** The engine's normalised birth date (midnight UTC of the calendar date, "1990-05-17T00:00:00.000Z"), or "". */
export function normalisedDate(value: unknown): string {
  const date = typeof value === "string" ? parseBirthDate(value) : asLocalDate(value);
  if (!date) return "";
  const result = normaliseBirthDate(date);
  return result.ok ? result.value : "";
}

function asLocalDate(value: unknown): LocalDate | undefined {
  if (!isRecord(value)) return undefined;
  const { year, month, day } = value as Record<string, unknown>;
  return typeof year === "number" && typeof month === "number" && typeof day === "number" ? { year, month, day } : undefined;
}

function isRecord(value: unknown): boolean {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function resolveStorage(deps: DraftDeps): DraftStorage | null {
  if (deps.storage !== undefined) return deps.storage;
  try {
    // Reading the property itself throws a SecurityError when storage is blocked.
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}
