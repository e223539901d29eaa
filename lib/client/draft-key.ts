/** Where a questionnaire's unfinished answers are kept in this browser (localStorage), by draft key. */
export function draftStorageKey(key: string): string {
  return `questionnaire-draft:${key}`;
}

// The questionnaires' draft keys: one source for the form that keeps a draft and for the page
// that checks for one before the form's code loads (hydrateOnUse's `now`).

/** The anonymous profile questionnaire's. */
export const PROFILE_DRAFT_KEY = "profile-questionnaire";
/** The partner's answers to an invitation, by its token. */
export const partnerDraftKey = (token: string): string => `invitation-${token}`;
/** A couple questionnaire's answers (the couple page's and flame's), by the draft key kept on the server. */
export const coupleDraftKey = (key: string): string => `couple-${key}`;

/** Whether this browser keeps a draft under the key (no parsing: a small check before the form's code loads). */
export function hasDraft(key: string): boolean {
  try {
    return window.localStorage.getItem(draftStorageKey(key)) !== null;
  } catch {
    return false;
  }
}
