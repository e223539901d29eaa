import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { hostUrl } from "../support/helpers";
import { FORM_TEXT } from "../support/questionnaire";
import { expect, test } from "../support/test";

/**
 * Issue 14, point 5: the profile questionnaire's page serves its first step as HTML and loads the
 * form's code only once the person starts using the page (hydrateOnUse). Nothing given before
 * that is lost: typed answers are handed over (questionnaire-before-code.spec.ts), and a tap on
 * the still-disabled "Next" is pressed once the form works.
 */

const TEXT = {
  en: { firstNameMissing: "Mandatory field" },
  ru: { firstNameMissing: "Обязательное поле" },
} as const;

/** Script paths the page downloads from now on. */
function scriptsFrom(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
  });
  return scripts;
}

for (const lang of ["en", "ru"] as const) {
  test(`the questionnaire's code loads on the first use of the page, and a tap on "Next" before it is pressed (${lang})`, async ({ page }) => {
    const scripts = scriptsFrom(page);
    await page.goto(hostUrl(lang, "/profile-questionnaire"), { waitUntil: "load" });
    const next = page.getByRole("button", { name: FORM_TEXT[lang].next, exact: true });
    await expect(next).toBeVisible();
    // Left alone, the page loads nothing more and the form waits.
    await page.waitForTimeout(1_500);
    const served = new Set(scripts);
    await expect(next).toBeDisabled();
    expect(scripts.size).toBe(served.size);

    // A tap with nothing before it lands on the disabled button (the browser sends the pointer
    // events but no click): the code loads, and the tap is pressed as "Next" once it runs.
    await next.click({ force: true });
    await expect(page.locator('[data-problem="true"]').first()).toBeVisible();
    await expect(page.locator('[data-problem="true"]').first()).toContainText(TEXT[lang].firstNameMissing);
    expect([...scripts].filter((path) => !served.has(path)).length).toBeGreaterThan(0);
    await expect(next).toBeEnabled();
  });
}

test("a tap followed by pressing something else is not pressed later (en)", async ({ page }) => {
  await page.goto(hostUrl("en", "/profile-questionnaire"), { waitUntil: "load" });
  const next = page.getByRole("button", { name: FORM_TEXT.en.next, exact: true });
  await expect(next).toBeDisabled();
  // Hold the form's code back, tap "Next", then press on the page's text before the code runs.
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await page.route("**/_next/static/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await next.click({ force: true });
  await page.getByText(/Step 1 of \d+/).first().click();
  release();
  await expect(next).toBeEnabled();
  await page.waitForTimeout(500);
  await expect(page.locator('[data-problem="true"]')).toHaveCount(0);
});

test("the flame questionnaire, served with its draft key, also waits for the page's first use (ru)", async ({ page }) => {
  const key = randomBytes(24).toString("base64url");
  const scripts = scriptsFrom(page);
  await page.goto(hostUrl("ru", `/main/questionnaire/${key}?mode=alone`), { waitUntil: "load" });
  const firstName = page.getByLabel("Имя", { exact: true }).first();
  await expect(firstName).toBeVisible();
  await page.waitForTimeout(1_500);
  const served = new Set(scripts);
  await expect(page.getByRole("button", { name: FORM_TEXT.ru.next, exact: true })).toBeDisabled();
  // Typing is the first use: the code loads and takes the name typed meanwhile.
  await firstName.fill("Вера");
  await expect(page.getByRole("button", { name: FORM_TEXT.ru.next, exact: true })).toBeEnabled();
  expect([...scripts].filter((path) => !served.has(path)).length).toBeGreaterThan(0);
  await page.getByRole("button", { name: FORM_TEXT.ru.next, exact: true }).click();
  await expect(page.locator('[data-problem="true"]').first()).toBeVisible();
  await expect(firstName).toHaveValue("Вера");
  await expect(page.locator('[data-problem="true"]').filter({ has: firstName })).toHaveCount(0);
});
