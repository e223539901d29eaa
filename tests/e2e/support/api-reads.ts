import type { Page } from "@playwright/test";

/**
 * The GET requests a page makes to API paths under `prefix`, collected from now on: a page
 * rendered with its data on the server should make none (saving progress, a POST, is expected).
 */
export function apiReads(page: Page, prefix: string): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "GET" && new URL(request.url()).pathname.startsWith(prefix)) seen.push(request.url());
  });
  return seen;
}
