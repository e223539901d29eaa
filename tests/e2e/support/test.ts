import { test as base } from "@playwright/test";

/**
 * Browser tests start with the cookie notice already accepted, so it covers no button;
 * the notice itself is tested in public-pages.spec.ts with the plain `test`.
 */
export const test = base.extend({
  context: async ({ context }, provide) => {
    await context.addInitScript(() => window.localStorage.setItem("cookie-notice-accepted", "1"));
    await provide(context);
  },
});

export { expect } from "@playwright/test";
