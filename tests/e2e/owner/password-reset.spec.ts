import type { Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { hostUrl, linkFromOutbox, submitLogin, uniqueEmail } from "../support/helpers";

// Two public journeys whose forms are plain inputs (no form library in their first load):
// starting without a password, and setting a new password from an e-mailed reset link,
// down to the reused link that opens the dialog asking for a new one.
const TEXT = {
  en: { email: "E-mail", firstSignupSubmit: "Continue", consent: "Please accept the privacy policy and terms", forgotTitle: "Reset your password", forgotSubmit: "Send the reset link", forgotSent: "If an account exists for this address, we have sent a reset link.", resetTitle: "Set a new password", newPassword: "New password", repeatPassword: "Repeat password", resetSubmit: "Save the new password", mismatch: "Invalid password", signIn: "Sign in", expiredTitle: "The link has expired", expiredRequest: "Send me a new link" },
  ru: { email: "Электронная почта", firstSignupSubmit: "Продолжить", consent: "Примите политику конфиденциальности и условия", forgotTitle: "Восстановление пароля", forgotSubmit: "Прислать ссылку", forgotSent: "Если для этого адреса есть аккаунт, мы отправили ссылку для восстановления.", resetTitle: "Новый пароль", newPassword: "Новый пароль", repeatPassword: "Повторите пароль", resetSubmit: "Сохранить новый пароль", mismatch: "Пароли не совпадают", signIn: "Войти", expiredTitle: "Срок действия ссылки истёк", expiredRequest: "Прислать новую ссылку" },
} as const;

/** Leaves the signed-in page (whose own session check could navigate meanwhile), then forgets the session. */
async function signOutHere(page: Page): Promise<void> {
  await page.goto("about:blank");
  await page.context().clearCookies();
}

for (const lang of ["ru", "en"] as const) {
  test(`start without a password, then set one by a reset link; a reused link offers a new one (${lang})`, async ({ page }) => {
    const t = TEXT[lang];
    const email = uniqueEmail(`reset-${lang}`);
    const password = `Reset-Secret-2026-${lang}`;

    await page.goto(hostUrl(lang, "/owner/first-signup"));
    await page.getByLabel(t.email).fill(email);
    await page.getByRole("button", { name: t.firstSignupSubmit }).click();
    await expect(page.getByText(t.consent)).toBeVisible();
    await page.getByRole("checkbox").check();
    await expect(page.getByText(t.consent)).toHaveCount(0);
    await page.getByRole("button", { name: t.firstSignupSubmit }).click();
    await expect(page).toHaveURL(/\/owner\/dashboard$/);

    await signOutHere(page);
    await page.goto(hostUrl(lang, "/owner/password-reset"));
    await expect(page.getByRole("heading", { name: t.forgotTitle })).toBeVisible();
    await page.getByLabel(t.email).fill(email);
    await page.getByRole("button", { name: t.forgotSubmit }).click();
    await expect(page.getByText(t.forgotSent)).toBeVisible();

    const link = await linkFromOutbox(page, hostUrl(lang, ""), email);
    expect(link).toContain("/owner/password-reset?token=");
    await page.goto(link);
    await expect(page.getByRole("heading", { name: t.resetTitle })).toBeVisible();
    await page.getByLabel(t.newPassword).fill(password);
    await page.getByLabel(t.repeatPassword).fill(`${password}-typo`);
    await page.getByRole("button", { name: t.resetSubmit }).click();
    await expect(page.getByText(t.mismatch)).toBeVisible();
    await page.getByLabel(t.repeatPassword).fill(password);
    await expect(page.getByText(t.mismatch)).toHaveCount(0);
    await page.getByRole("button", { name: t.resetSubmit }).click();
    await expect(page).toHaveURL(/\/owner\/dashboard$/);

    await signOutHere(page);
    await page.goto(hostUrl(lang, "/owner/login"));
    await submitLogin(page, { email, password }, /\/owner\/dashboard$/, t.signIn);

    // The link worked once: opened again, it says so and offers a new one in a dialog.
    await signOutHere(page);
    await page.goto(link);
    await page.getByLabel(t.newPassword).fill(`${password}-again`);
    await page.getByLabel(t.repeatPassword).fill(`${password}-again`);
    await page.getByRole("button", { name: t.resetSubmit }).click();
    const dialog = page.getByRole("dialog", { name: t.expiredTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: t.expiredRequest })).toBeVisible();
  });
}
