import { isConsumerKey } from "@/lib/contracts/consumer-key";
import type { CoupleMode } from "@/lib/questionnaire";

/** Where this browser keeps the couple questionnaire's running draft (its key and mode). */
export const DRAFT = "couple-questionnaire-draft";

export type Draft = { key: string; mode: CoupleMode };

/** The page's address for a draft: reloading it, or opening it on another device, resumes it. */
export const draftHref = (draft: Draft) => `/couple-questionnaire?mode=${draft.mode}&draft=${draft.key}`;

export function keptDraft(): Draft | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(DRAFT) ?? "null") as { key?: unknown; mode?: unknown } | null;
    // A key the server would refuse is dropped: it would send this page back to the choice forever.
    return parsed && isConsumerKey(parsed.key) && (parsed.mode === "alone" || parsed.mode === "together") ? { key: parsed.key, mode: parsed.mode } : null;
  } catch {
    return null;
  }
}

export function keepDraft(draft: Draft): void {
  try {
    localStorage.setItem(DRAFT, JSON.stringify({ key: draft.key, mode: draft.mode }));
  } catch {
    /* without storage the draft is still in the page's address */
  }
}
