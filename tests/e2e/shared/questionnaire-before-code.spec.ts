import { hostUrl } from "../support/helpers";
import { completeStep, expectStep, FORM_TEXT, JOURNEY_BIRTH_DATE } from "../support/questionnaire";
import { expect, test } from "../support/test";

const TEXT = {
  en: { firstName: "First name", birthDate: "Date of birth", name: "Vera" },
  ru: { firstName: "Имя", birthDate: "Дата рождения", name: "Вера" },
} as const;

/**
 * The questionnaire's first step is served as HTML that takes answers before the page's
 * code has run (a phone on a slow network, or a questionnaire whose code loads on the first
 * touch). What was typed and chosen there is the form's once the code runs: before, the
 * form's state stayed empty and the next render wiped the name from its field.
 */
for (const lang of ["en", "ru"] as const) {
  test(`answers given before the questionnaire's code runs are kept (${lang})`, async ({ page }) => {
    const t = TEXT[lang];
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await page.route("**/_next/static/**/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(hostUrl(lang, "/profile-questionnaire"), { waitUntil: "commit" });
    const firstName = page.getByLabel(t.firstName, { exact: true });
    await firstName.fill(t.name);
    await page.getByLabel(t.birthDate, { exact: false }).first().fill(JOURNEY_BIRTH_DATE);
    // The first choice of the step: a radio card, answered by its label.
    const firstChoice = page.locator('label:has(input[type="radio"])').first();
    await firstChoice.click();
    await expect(firstChoice.locator("input")).toBeChecked();
    await expect(page.getByRole("button", { name: FORM_TEXT[lang].next, exact: true })).toBeDisabled();

    release();
    const next = page.getByRole("button", { name: FORM_TEXT[lang].next, exact: true });
    await expect(next).toBeEnabled();
    await next.click();
    // The refused "Next" marks only what was not answered: the name, the birth date and the
    // chosen card are the form's.
    await expect(firstName).toHaveValue(t.name);
    await expect(page.locator('[data-problem="true"]').first()).toBeVisible();
    await expect(page.locator('[data-problem="true"]').filter({ has: firstName })).toHaveCount(0);
    await expect(firstChoice.locator("input")).toBeChecked();
    await completeStep(page, lang);
    await expectStep(page, lang, 2, 4);
    await page.getByRole("button", { name: FORM_TEXT[lang].back, exact: true }).click();
    await expect(firstName).toHaveValue(t.name);
  });
}
