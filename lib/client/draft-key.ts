/** Where a questionnaire's unfinished answers are kept in this browser (localStorage), by draft key. */
export function draftStorageKey(key: string): string {
  return `questionnaire-draft:${key}`;
}

/** The anonymous profile questionnaire's draft key. */
export const PROFILE_DRAFT_KEY = "profile-questionnaire";

/** Whether this browser keeps a draft under the key (no parsing: a small check before the form's code loads). */
export function hasDraft(key: string): boolean {
  try {
    return window.localStorage.getItem(draftStorageKey(key)) !== null;
  } catch {
    return false;
  }
}
