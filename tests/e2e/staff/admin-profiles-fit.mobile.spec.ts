import { expect, test } from "../support/test";
import { DEMO, hostUrl, submitLogin } from "../support/helpers";
import { expectInside, expectNoSidewaysScroll } from "../support/layout";
import { saveScreen } from "../support/screens";

/**
 * Issue 17 point 6: the administrator's profile list and a profile page fit a 390 px phone in both
 * languages, and the list's filters (search, state, company with its e-mail) stay inside their card
 * at 390 and 1366 px.
 */
test.use({ viewport: { width: 390, height: 844 } });

const SIGN_IN = { en: "Sign in", ru: "Войти" } as const;

for (const lang of ["en", "ru"] as const) {
  test(`the administrator's profiles fit a 390 px phone and the filters stay in their card at 390 and 1366 px (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(hostUrl(lang, "/administrator/login"));
    await submitLogin(page, DEMO.administrator, /\/administrator\/profiles$/, SIGN_IN[lang]);
    const filters = page.getByTestId("profiles-filters");
    await expect(page.getByTestId("profiles-table")).toBeVisible();
    // The company filter lists companies with their e-mail: the longest option must not widen the card.
    await expect(page.locator("#profiles-owner option").nth(1)).toBeAttached();
    await expectInside(filters.locator("input, select"), filters);
    await expectNoSidewaysScroll(page);
    await saveScreen(page, `admin-profiles-390-${lang}`, { fullPage: true });

    await page.getByTestId("profiles-table").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/administrator\/profiles\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId("final-score")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await saveScreen(page, `admin-profile-390-${lang}`, { fullPage: true });

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(hostUrl(lang, "/administrator/profiles"));
    await expect(page.getByTestId("profiles-table")).toBeVisible();
    await expect(page.locator("#profiles-owner option").nth(1)).toBeAttached();
    await expectInside(filters.locator("input, select"), filters);
    await saveScreen(page, `admin-profiles-1366-${lang}`);
  });
}
