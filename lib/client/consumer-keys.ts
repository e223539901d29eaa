// Keys of the consumer product kept in this browser: a draft key per unfinished
// questionnaire (the server keeps the draft under it, POST /owner/data) and the keys of
// results made here, so "my results" lists them without an account. Storage may be
// missing or blocked: a failure only means nothing is remembered.

const RESULTS = "consumer-results";

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
