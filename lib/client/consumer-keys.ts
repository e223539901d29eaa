// Keys of the consumer product kept in this browser: a draft key per unfinished
// questionnaire (the server keeps the draft under it, POST /owner/data) and the keys of
// results made here, so "my results" lists them without an account. Storage may be
// missing or blocked: a failure only means nothing is remembered.

const RESULTS = "consumer-results";
/** Draft keys sent from this tab: going back to one shows the start, not a form under a used key. */
const SENT_DRAFTS = "consumer-sent-drafts";

/** 192 random bits, URL-safe: a draft key the server accepts (22-64 characters). */
export function newClientKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export interface RememberedResult {
  key: string;
  title: string;
  product: "flame" | "couple";
  createdAt: string;
}

export function rememberedResults(): RememberedResult[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(RESULTS) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((r): r is RememberedResult => typeof r?.key === "string" && typeof r?.title === "string") : [];
  } catch {
    return [];
  }
}

export function rememberResult(result: RememberedResult): void {
  try {
    const list = [result, ...rememberedResults().filter((r) => r.key !== result.key)].slice(0, 20);
    localStorage.setItem(RESULTS, JSON.stringify(list));
  } catch {
    /* storage unavailable: the result is still reachable by its link */
  }
}

function sentDrafts(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(SENT_DRAFTS) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === "string") : [];
  } catch {
    return [];
  }
}

/** Whether the draft under this key was sent from this tab (the server has deleted it). */
export function isSentDraft(key: string): boolean {
  return sentDrafts().includes(key);
}

export function rememberSentDraft(key: string): void {
  try {
    sessionStorage.setItem(SENT_DRAFTS, JSON.stringify([...sentDrafts().slice(-19), key]));
  } catch {
    /* without storage, going back shows the form under the used key (sending again makes a new result) */
  }
}
