import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isAutomatedAgent, normalisePagePath, referrerHostOf, STATIC_SEGMENTS } from "./page-path";

describe("normalisePagePath", () => {
  it("keeps the app's own words and replaces ids and tokens by placeholders", () => {
    expect(normalisePagePath("/")).toBe("/");
    expect(normalisePagePath("/faq")).toBe("/faq");
    expect(normalisePagePath("/owner/profiles/3f2c1b7e-9d4a-4c1e-8f00-1234567890ab")).toBe("/owner/profiles/[id]");
    expect(normalisePagePath("/result/Zk3_pQ9xLm2vT8wR")).toBe("/result/[token]");
    expect(normalisePagePath("/couple-questionnaire/invite/abc")).toBe("/couple-questionnaire/invite/[token]");
    expect(normalisePagePath("/main/questionnaire-result/42")).toBe("/main/questionnaire-result/[id]");
    expect(normalisePagePath("/owner/link/secretlink")).toBe("/owner/link/[token]");
  });

  it("drops the query and the fragment, where sign-in links and invitations carry their tokens", () => {
    expect(normalisePagePath("/profile-questionnaire?invite=permalink-secret")).toBe("/profile-questionnaire");
    expect(normalisePagePath("/owner/magic-link#token=abc")).toBe("/owner/magic-link");
    expect(normalisePagePath("/owner/subscription/?payment=success")).toBe("/owner/subscription");
  });

  it("turns unknown words into placeholders and bounds the depth", () => {
    expect(normalisePagePath("/wp-admin/setup.php")).toBe("/[token]/[token]");
    expect(normalisePagePath("/FAQ")).toBe("/[token]");
    expect(normalisePagePath("/a/b/c/d/e/f/g/h/i/j")).toBe("/[token]/[token]/[token]/[token]/[token]/[token]/[token]/[token]/[…]");
  });

  it("knows every static segment of the app's page routes", () => {
    const root = join(process.cwd(), "app", "[locale]");
    const missing = new Set<string>();
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = join(dir, name);
        if (!statSync(full).isDirectory()) continue;
        const isSegment = !name.startsWith("(") && !name.startsWith("[") && !name.startsWith("_");
        if (isSegment && !STATIC_SEGMENTS.has(name)) missing.add(name);
        walk(full);
      }
    };
    walk(root);
    expect([...missing]).toEqual([]);
  });
});

describe("isAutomatedAgent", () => {
  it("flags headless browsers, crawlers, scripts and a missing agent", () => {
    expect(isAutomatedAgent("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36")).toBe(true);
    expect(isAutomatedAgent("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).toBe(true);
    expect(isAutomatedAgent("curl/8.5.0")).toBe(true);
    expect(isAutomatedAgent(null)).toBe(true);
  });

  it("passes ordinary browsers", () => {
    expect(isAutomatedAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36")).toBe(false);
    expect(isAutomatedAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1")).toBe(false);
  });
});

describe("referrerHostOf", () => {
  it("keeps only another site's host name", () => {
    expect(referrerHostOf("https://www.google.com/search?q=secret", "ru.localhost:3000")).toBe("www.google.com");
    expect(referrerHostOf("http://ru.localhost:3000/faq", "ru.localhost:3000")).toBe(null);
    expect(referrerHostOf("not a url", "x")).toBe(null);
    expect(referrerHostOf("javascript:alert(1)", "x")).toBe(null);
    expect(referrerHostOf(undefined, "x")).toBe(null);
    expect(referrerHostOf("", "x")).toBe(null);
  });
});
