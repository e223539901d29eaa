import { hostUrl } from "../support/helpers";
import { FORM_TEXT } from "../support/questionnaire";
import { expect, test } from "../support/test";

/**
 * On a phone: a tap on the still-disabled "Next" while the profile questionnaire's code is on
 * its way (a touch: the browser sends a disabled button its touch and pointer events, no click)
 * is pressed once the form works. questionnaire-on-use.spec.ts does the same with a mouse.
 */
for (const lang of ["ru", "en"] as const) {
  test(`a tap on "Next" before the questionnaire's code has come is pressed once it has (${lang})`, async ({ page }) => {
    const served = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") served.add(new URL(request.url()).pathname);
    });
    await page.goto(hostUrl(lang, "/profile-questionnaire"), { waitUntil: "load" });
    await page.waitForTimeout(1_000);
    // From here the form's code is held back, as on a slow network.
    const loaded = new Set(served);
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await page.route("**/_next/static/**/*.js", async (route) => {
      if (!loaded.has(new URL(route.request().url()).pathname)) await held;
      await route.continue();
    });
    const next = page.getByRole("button", { name: FORM_TEXT[lang].next, exact: true });
    // Scrolling down to "Next" is the first use: the code is asked for.
    await next.scrollIntoViewIfNeeded();
    await expect(next).toBeDisabled();
    const box = (await next.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(500);
    await expect(page.locator('[data-problem="true"]')).toHaveCount(0);
    release();
    await expect(page.locator('[data-problem="true"]').first()).toBeVisible();
    await expect(next).toBeEnabled();
  });
}
