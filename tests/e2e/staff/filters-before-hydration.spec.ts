import { DEMO, hostUrl, submitLogin } from "../support/helpers";
import { expect, test } from "../support/test";

const TEXT = {
  en: { signIn: "Sign in", search: "Search by name or position" },
  ru: { signIn: "Войти", search: "Поиск по имени или должности" },
} as const;

/**
 * A list's filters are React state: a search typed into the server HTML before the page's
 * code has run stayed in the box until the next render put the state's empty value back, so
 * the list never filtered and the text vanished (seen in CI: the estimator's search, typed
 * right after sign-in). The filters are disabled until the page has hydrated (FilterPanel), so
 * typing waits for them and is kept.
 */
for (const lang of ["en", "ru"] as const) {
  test(`the estimator's search takes nothing before the page runs, and keeps what is typed once it does (${lang})`, async ({ page }) => {
    await page.goto(hostUrl(lang, "/estimator/login"));
    await submitLogin(page, DEMO.estimator, /\/estimator$/, TEXT[lang].signIn);

    // The list again, its code held back: the page stays as the server sent it.
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await page.route("**/_next/static/**/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(hostUrl(lang, "/estimator"), { waitUntil: "commit" });
    const search = page.getByRole("searchbox", { name: TEXT[lang].search });
    await expect(search).toBeVisible();
    await expect(search).toBeDisabled();

    const typed = search.fill("Vera-R");
    await page.waitForTimeout(500);
    await expect(search).toHaveValue("");
    release();
    await typed;
    await expect(search).toHaveValue("Vera-R");
    const rows = page.getByTestId("estimator-list").getByRole("link");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Vera-R");
  });
}
