import "server-only";
import { isUuid } from "@/lib/contracts/ids";

/**
 * The static words of the app's page routes (app/[locale]/...). A path keeps only these
 * segments; any other segment (an id, a share token, a draft key, an unknown word) becomes
 * a placeholder, so no secret link or record id is ever stored. A test checks this list
 * against the route folders, so a new page is counted under its own name.
 */
export const STATIC_SEGMENTS: ReadonlySet<string> = new Set([
  "404", "500", "administrator", "api", "claim", "compare-profiles", "compare-teams", "consumer-results",
  "couple-questionnaire", "dashboard", "dev", "developers", "enterprise", "estimator", "estimators", "faq",
  "first-signup", "invitation", "invite", "link", "login", "love-mobile", "magic-link", "main", "neuronet",
  "new", "outbox", "owner", "owner-mobile", "owners", "p2p", "password-reset", "privacy", "profile-questionnaire",
  "profiles", "questionnaire", "questionnaire-instruction", "questionnaire-result", "questionnaires", "registration",
  "result", "settings", "subscription", "team", "teams", "terms", "verify", "analytics", "guide", "pdf", "pricing",
  "monitor",
]);

const MAX_SEGMENTS = 8;
const NUMBER = /^\d+$/;

/**
 * "/owner/profiles/3f2c...?tab=1#x" -> "/owner/profiles/[id]"; "/result/Zk3...": "/result/[token]".
 * The query and fragment are dropped (invitations and sign-in links carry tokens there).
 */
export function normalisePagePath(raw: string): string {
  const path = raw.split(/[?#]/, 1)[0] ?? "";
  const segments = path.split("/").filter((segment) => segment !== "");
  const kept = segments.slice(0, MAX_SEGMENTS).map(placeholderOf);
  if (segments.length > MAX_SEGMENTS) kept.push("[…]");
  return `/${kept.join("/")}`;
}

function placeholderOf(segment: string): string {
  if (STATIC_SEGMENTS.has(segment)) return segment;
  return isUuid(segment) || NUMBER.test(segment) ? "[id]" : "[token]";
}

const AUTOMATED_AGENT = /headless|bot\b|bot\/|crawl|spider|slurp|curl|wget|python|httpclient|java\/|go-http|phantom|puppeteer|playwright|lighthouse|preview|monitor/i;

/** A headless browser, a crawler or a script (or no user agent at all). */
export function isAutomatedAgent(userAgent: string | null): boolean {
  return !userAgent || AUTOMATED_AGENT.test(userAgent);
}

/** The host of a referrer URL, or null when it is absent, malformed or this very host. */
export function referrerHostOf(referrer: string | undefined, ownHost: string): string | null {
  if (!referrer) return null;
  let host: string;
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    host = url.hostname.toLowerCase();
  } catch {
    return null;
  }
  const own = ownHost.toLowerCase().split(":")[0];
  return host === own ? null : host.slice(0, 253);
}
