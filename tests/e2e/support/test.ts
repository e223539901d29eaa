import { test as base, expect, type BrowserContext } from "@playwright/test";
import { COOKIE_NOTICE_STORAGE_KEY } from "@/components/shell/cookie-notice-state";

/** next-intl reports a message the page did not send (issue 11, point 6) as a console error with its code. */
const MISSING_MESSAGE = /MISSING_MESSAGE|INSUFFICIENT_PATH|INVALID_MESSAGE/;

/**
 * Every browser test fails when a page asks for a translation it was not sent: pages send
 * only their own namespaces (<ClientMessages>), and a missing one would show a key path.
 */
export const plainTest = base.extend({
  page: async ({ page }, provide) => {
    const missing: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && MISSING_MESSAGE.test(message.text())) missing.push(`${page.url()}: ${message.text()}`);
    });
    await provide(page);
    expect(missing, "translations a page asked for but was not sent").toEqual([]);
  },
});

/** Every page of the context opens as for a visitor who accepted the cookie notice. */
export async function acceptCookieNotice(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => window.localStorage.setItem(key, "1"), COOKIE_NOTICE_STORAGE_KEY);
}

/**
 * Browser tests start with the cookie notice already accepted, so it covers no button;
 * the notice itself is tested in public-pages.spec.ts with `plainTest`.
 */
export const test = plainTest.extend({
  context: async ({ context }, provide) => {
    await acceptCookieNotice(context);
    await provide(context);
  },
});

export { expect };
