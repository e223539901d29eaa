import { expect, test } from "../support/test";
import { hostUrl, linkFromOutbox, uniqueEmail } from "../support/helpers";

const TEXT = {
  en: { title: "Create a company account", submit: "Create the account", unverified: "Functionality unavailable, verify the account", dashboard: "Dashboard", mismatch: "Invalid password", consent: "Please accept the privacy policy and terms" },
  ru: { title: "Регистрация компании", submit: "Создать аккаунт", unverified: "Функционал недоступен, подтвердите аккаунт", dashboard: "Панель", mismatch: "Пароли не совпадают", consent: "Примите политику конфиденциальности и условия" },
} as const;

for (const lang of ["ru", "en"] as const) {
  test(`owner registration -> verification link -> signed in and verified (${lang})`, async ({ page }) => {
    const t = TEXT[lang];
    const email = uniqueEmail(`reg-${lang}`);
    await page.goto(hostUrl(lang, "/owner/registration"));
    await expect(page.getByRole("heading", { name: t.title })).toBeVisible();

    // The form checks the same rules as the server, in the page's language.
    await page.locator("#email").fill(email);
    await page.locator("#password").fill("Reg-Secret-2026");
    await page.locator("#repeatPassword").fill("Reg-Secret-2027");
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page.getByText(t.mismatch)).toBeVisible();
    await expect(page.getByText(t.consent)).toBeVisible();

    await page.locator("#company").fill("Acme Test");
    await page.locator("#repeatPassword").fill("Reg-Secret-2026");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: t.submit }).click();

    await expect(page).toHaveURL(/\/owner\/dashboard$/);
    await expect(page.getByRole("heading", { name: t.dashboard })).toBeVisible();
    await expect(page.getByText(t.unverified)).toBeVisible();

    const link = await linkFromOutbox(page, hostUrl(lang, ""), email);
    expect(link).toContain(`${lang}.localhost`);
    await page.goto(link);
    await expect(page).toHaveURL(/\/owner\/dashboard$/);
    await expect(page.getByRole("heading", { name: t.dashboard })).toBeVisible();
    await expect(page.getByText(t.unverified)).toHaveCount(0);
  });
}
