/** The analytics endpoint (a test checks it against the endpoint table; the beacon stays free of zod). */
export const PAGE_VIEW_PATH = "/api/v1/app/analytics/page-view";

/**
 * Sends one first-party page view (docs/operations.md, "Analytics"): without cookies, kept
 * alive across a navigation, and silent on failure: counting never disturbs the page.
 */
export function sendPageView(path: string, options: { kind?: "page" | "plans"; referrer?: string } = {}): void {
  const body: Record<string, string> = { path: path.slice(0, 2048) };
  if (options.referrer) body.referrer = options.referrer.slice(0, 2048);
  if (options.kind && options.kind !== "page") body.kind = options.kind;
  try {
    fetch(PAGE_VIEW_PATH, { method: "POST", keepalive: true, credentials: "omit", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).catch(() => undefined);
  } catch {
    /* no fetch (an old browser): the view is simply not counted */
  }
}

/** The plans or the unlock offer were opened on this page: the first step of the payment funnel. */
export function sendPlansOpened(): void {
  sendPageView(window.location.pathname, { kind: "plans" });
}
