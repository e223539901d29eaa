import { describe, expect, it } from "vitest";
import { coupleQuestionnaireV1, loveQuestionnaireV1, profileQuestionnaireV1, type QuestionnaireDefinition } from "@/lib/questionnaire";
import { miniComplete, miniDefinition } from "@/lib/questionnaire/testing/fixtures";
import {
  EMPTY_PERSONAL,
  calendarDate,
  clearDraft,
  draftVersion,
  loadDraft,
  normalisedDate,
  readPersonal,
  restoreFormAnswers,
  saveDraft,
  type DraftStorage,
} from "./questionnaire-draft";

class FakeStorage implements DraftStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/** Private mode in some browsers: every write throws QuotaExceededError. */
class FullStorage extends FakeStorage {
  override setItem(): void {
    throw new DOMException("full", "QuotaExceededError");
  }
}

/** Storage that throws on every access (cookies blocked). */
const blocked: DraftStorage = {
  getItem: () => {
    throw new DOMException("denied", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("denied", "SecurityError");
  },
  removeItem: () => {
    throw new DOMException("denied", "SecurityError");
  },
};

const now = () => new Date("2025-03-01T10:00:00.000Z");
const personal = { ...EMPTY_PERSONAL, firstName: "Анна", lastName: "Ivanova", birthDate: "1990-05-17" };

describe("saveDraft / loadDraft / clearDraft", () => {
  it("round-trips answers, step and personal details with the definition's kind and version", () => {
    const storage = new FakeStorage();
    expect(saveDraft("invite-1", miniDefinition, { answers: miniComplete, currentStep: 1, personal }, { storage, now })).toBe(true);
    const stored = JSON.parse([...storage.items.values()][0] ?? "{}");
    expect(stored).toMatchObject({ version: "profile:1", currentStep: 1, savedAt: "2025-03-01T10:00:00.000Z" });
    const draft = loadDraft("invite-1", miniDefinition, { storage });
    expect(draft).toEqual({
      version: "profile:1",
      answers: { ...miniComplete, langs: ["en", "fr"] },
      currentStep: 1,
      personal,
      savedAt: "2025-03-01T10:00:00.000Z",
    });
    clearDraft("invite-1", { storage });
    expect(loadDraft("invite-1", miniDefinition, { storage })).toBeNull();
  });

  it("keeps drafts of different keys apart", () => {
    const storage = new FakeStorage();
    saveDraft("a", miniDefinition, { answers: { level: "none" }, currentStep: 0, personal: EMPTY_PERSONAL }, { storage, now });
    saveDraft("b", miniDefinition, { answers: { level: "school" }, currentStep: 0, personal: EMPTY_PERSONAL }, { storage, now });
    expect(loadDraft("a", miniDefinition, { storage })?.answers).toEqual({ level: "none" });
    expect(loadDraft("b", miniDefinition, { storage })?.answers).toEqual({ level: "school" });
  });

  it("drops answers without a value, answers that no longer fit, unknown names and stale answers of hidden questions", () => {
    const storage = new FakeStorage();
    storage.setItem(
      "questionnaire-draft:k",
      JSON.stringify({
        version: "profile:1",
        answers: {
          level: "school", // hides uni and degree
          uni: "a",
          degree: "master",
          years: 999, // out of bounds
          langs: [],
          field: { value: "eng" }, // does not end at a leaf
          from: "",
          to: 2010,
          removed_question: "x",
          total: 42, // formulas are recomputed
        },
        currentStep: 1,
        personal: { firstName: "Анна", birthDate: "not a date", partnerFirstName: 7 },
        savedAt: "2025-03-01T10:00:00.000Z",
      }),
    );
    const draft = loadDraft("k", miniDefinition, { storage });
    expect(draft?.answers).toEqual({ level: "school", to: 2010 });
    expect(draft?.personal).toEqual({ ...EMPTY_PERSONAL, firstName: "Анна" });
  });

  it("never resumes past the first incomplete step", () => {
    const storage = new FakeStorage();
    saveDraft("k", miniDefinition, { answers: { level: "none", years: 1 }, currentStep: 2, personal: EMPTY_PERSONAL }, { storage, now });
    expect(loadDraft("k", miniDefinition, { storage })?.currentStep).toBe(1);
    saveDraft("k", miniDefinition, { answers: { level: "none" }, currentStep: 2, personal: EMPTY_PERSONAL }, { storage, now });
    expect(loadDraft("k", miniDefinition, { storage })?.currentStep).toBe(0);
  });

  it("ignores drafts of another questionnaire kind and malformed drafts", () => {
    const storage = new FakeStorage();
    saveDraft("k", loveQuestionnaireV1, { answers: { gender: "male" }, currentStep: 0, personal: EMPTY_PERSONAL }, { storage, now });
    expect(loadDraft("k", coupleQuestionnaireV1, { storage })).toBeNull();
    for (const text of ["{", "null", "[]", '"x"', '{"answers":{}}', '{"version":3}']) {
      storage.setItem("questionnaire-draft:k", text);
      expect(loadDraft("k", loveQuestionnaireV1, { storage }), text).toBeNull();
    }
  });

  it("keeps the answers that still fit when the draft is of an older version of the kind", () => {
    const storage = new FakeStorage();
    const next: QuestionnaireDefinition = { ...profileQuestionnaireV1, version: 2 };
    saveDraft("k", profileQuestionnaireV1, { answers: { gender: "female", age: 30 }, currentStep: 0, personal: EMPTY_PERSONAL }, { storage, now });
    expect(loadDraft("k", next, { storage })).toMatchObject({ version: draftVersion(profileQuestionnaireV1), answers: { gender: "female", age: 30 } });
  });

  it("survives full, blocked and missing storage", () => {
    const state = { answers: { level: "none" }, currentStep: 0, personal: EMPTY_PERSONAL };
    expect(saveDraft("k", miniDefinition, state, { storage: new FullStorage(), now })).toBe(false);
    expect(saveDraft("k", miniDefinition, state, { storage: blocked, now })).toBe(false);
    expect(loadDraft("k", miniDefinition, { storage: blocked })).toBeNull();
    expect(() => clearDraft("k", { storage: blocked })).not.toThrow();
    expect(saveDraft("k", miniDefinition, state, { storage: null })).toBe(false);
    expect(loadDraft("k", miniDefinition, { storage: null })).toBeNull();
    // Node has no window: the default storage is simply absent.
    expect(loadDraft("k", miniDefinition)).toBeNull();
  });
});

describe("restoreFormAnswers", () => {
  it("keeps visible, fitting answers in canonical form, including partner copies", () => {
    const answers = { gender: "male", gender_partner: "female", age_partner: "41", personality_01_partner: 5 };
    expect(restoreFormAnswers(coupleQuestionnaireV1, answers)).toEqual({ gender: "male", gender_partner: "female", age_partner: 41, personality_01_partner: "5" });
  });
});

describe("birth dates", () => {
  it("normalises a date input's calendar date to midnight UTC with the engine", () => {
    expect(normalisedDate("1990-05-17")).toBe("1990-05-17T00:00:00.000Z");
    expect(normalisedDate({ year: 1990, month: 5, day: 17 })).toBe("1990-05-17T00:00:00.000Z");
    expect(normalisedDate("1990-02-30")).toBe("");
    expect(normalisedDate("0002-05-17")).toBe("");
    expect(normalisedDate(null)).toBe("");
  });

  it("reads stored details back as calendar dates for the date input", () => {
    expect(calendarDate("1990-05-17T00:00:00.000Z")).toBe("1990-05-17");
    expect(readPersonal({ firstName: "A", birthDate: { year: 2001, month: 1, day: 2 }, partnerBirthDate: "2002-03-04" })).toEqual({
      ...EMPTY_PERSONAL,
      firstName: "A",
      birthDate: "2001-01-02",
      partnerBirthDate: "2002-03-04",
    });
    expect(readPersonal("nonsense")).toEqual(EMPTY_PERSONAL);
  });
});
