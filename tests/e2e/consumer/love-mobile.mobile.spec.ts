import type { Page } from "@playwright/test";
import { hostUrl, linkFromOutbox, pickProfile, uniqueEmail } from "../support/helpers";
import { completeStep, expectStep, FORM_TEXT } from "../support/questionnaire";
import { expect, test } from "../support/test";
import { loveQuestionnaireV1 } from "@/lib/questionnaire/content/love-v1";
import { fillAnswers } from "@/lib/questionnaire/testing/fill";
import { saveScreen } from "../support/screens";

// Issue 12 (love-mobile found broken): a love account stays in love-mobile from sign-up to
// deletion: love-branded verification mail and landing, love profiles made with the love
// questionnaire, love checks numbered "check N+1", settings and account deletion.

const TEXT = {
  en: {
    registration: "Create your Heartline account", submit: "Create the account", newProfile: "New profile", dialogIntro: "Fill in the love questionnaire",
    firstName: "First name", lastName: "Last name", birthDate: "Date of birth", fillMyself: "Fill in myself", newTitle: "New person", save: "Save the profile",
    created: "The profile is saved.", check: (n: number) => `Check ${n}`, loveTitle: "Your compatibility",
    dimensions: ["Love", "Sexual", "Marital", "Friendship"], settings: "Settings", verified: "Confirmed", deleteAccount: "Delete account", word: "Delete",
    deleteSubmit: "Delete my account", deleted: "Your account has been deleted", deletedText: "Thank you for using Heartline.",
    people: [["Anna", "Berg", "1991-03-14"], ["Mark", "Stone", "1989-11-02"]],
    email: "E-mail", invite: "Send an invitation", loveQuestionnaire: "Love questionnaire", brand: "Heartline",
  },
  ru: {
    registration: "Аккаунт Хартлайн", submit: "Создать аккаунт", newProfile: "Новый профиль", dialogIntro: "Заполните анкету о человеке сами",
    firstName: "Имя", lastName: "Фамилия", birthDate: "Дата рождения", fillMyself: "Заполнить самому", newTitle: "Новый человек", save: "Сохранить профиль",
    created: "Профиль сохранён.", check: (n: number) => `Проверка ${n}`, loveTitle: "Ваша совместимость",
    dimensions: ["Любовная", "Сексуальная", "Семейная", "Дружеская"], settings: "Настройки", verified: "Подтверждена", deleteAccount: "Удалить аккаунт", word: "Удалить",
    deleteSubmit: "Удалить мой аккаунт", deleted: "Ваш аккаунт удалён", deletedText: "Спасибо, что пользовались сервисом Хартлайн.",
    people: [["Анна", "Берг", "1991-03-14"], ["Марк", "Стоун", "1989-11-02"]],
    email: "Электронная почта", invite: "Отправить приглашение", loveQuestionnaire: "Анкета о любви", brand: "Хартлайн",
  },
} as const;

/** A love profile as the love questionnaire page saves it: POST /owner/profiles/love from the signed-in page. */
async function createLoveProfileByApi(page: Page, [firstName, , birthDate]: readonly [string, string, string]): Promise<void> {
  const answers = fillAnswers(loveQuestionnaireV1, (q) => q.index);
  const status = await page.evaluate(async (body) => (await fetch("/api/v1/owner/profiles/love", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })).status, { answers, firstName, birthDate });
  expect(status).toBe(200);
}

/** New profile → "fill in myself" → the love questionnaire (two steps) → the new profile's page. */
async function createLoveProfile(page: Page, lang: "ru" | "en", [firstName, lastName, birthDate]: readonly [string, string, string]): Promise<void> {
  const t = TEXT[lang];
  await page.goto(hostUrl(lang, "/love-mobile/profiles"));
  await page.getByRole("button", { name: t.newProfile }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(t.dialogIntro);
  // The love dialog asks nothing of a company: no position field.
  await expect(dialog.locator("#cp-position")).toHaveCount(0);
  await dialog.getByLabel(t.firstName, { exact: true }).fill(firstName);
  await dialog.getByLabel(t.lastName, { exact: true }).fill(lastName);
  await dialog.getByRole("button", { name: t.fillMyself }).click();

  await expect(page).toHaveURL(/\/love-mobile\/profiles\/new\?/);
  await expect(page.getByRole("heading", { name: t.newTitle })).toBeVisible();
  // The love questionnaire: two steps (about you, relationship), not the company's four.
  await expectStep(page, lang, 1, 2);
  await expect(page.getByLabel(t.firstName, { exact: true })).toHaveValue(firstName);
  await page.getByLabel(t.birthDate, { exact: true }).fill(birthDate);
  await completeStep(page, lang);
  await expectStep(page, lang, 2, 2);
  await completeStep(page, lang, FORM_TEXT[lang].toPreview);
  await expect(page.getByRole("heading", { name: FORM_TEXT[lang].preview })).toBeVisible();
  await page.getByRole("button", { name: t.save, exact: true }).click();

  // Back in love-mobile, on the new profile's page, with a success message.
  await expect(page).toHaveURL(/\/love-mobile\/profiles\/[0-9a-f-]{36}\?created=1$/);
  await expect(page.getByRole("status").filter({ hasText: t.created })).toBeVisible();
  await expect(page.getByRole("heading", { name: new RegExp(firstName) }).first()).toBeVisible();
}

/** A new love check of the two people; the header numbers it `number`. */
async function runLoveCheck(page: Page, lang: "ru" | "en", number: number): Promise<void> {
  const t = TEXT[lang];
  await page.goto(hostUrl(lang, "/love-mobile/p2p"));
  await expect(page.getByTestId("check-number")).toHaveText(t.check(number));
  for (const [index, [name]] of t.people.entries()) await pickProfile(page, page.getByTestId(`pair-slot-${index}`), name, lang, "person");
  await page.getByTestId("pair-run").click();
  const result = page.getByTestId("love-result");
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/love-mobile\/p2p\/[0-9a-f-]{36}$/);
  await expect(result.getByRole("heading", { name: t.loveTitle })).toBeVisible();
  for (const [i, dimension] of (["love", "sexual", "marital", "friendship"] as const).entries()) {
    const card = result.getByTestId(`love-${dimension}`);
    await expect(card.getByRole("heading", { name: t.dimensions[i] })).toBeVisible();
    await expect(card).toContainText(/\d/);
  }
  // A new account's pair shows its scores and bands; what drives them waits for the unlock.
  await expect(result.getByTestId("band-love")).toBeVisible();
  await expect(result.getByTestId("locked")).toBeVisible();
  // The check keeps its number once run.
  await expect(page.getByTestId("check-number")).toHaveText(t.check(number));
}

for (const lang of ["ru", "en"] as const) {
  test(`love-mobile: sign up, verify by the love mail, two love profiles, two numbered love checks, settings, deletion (${lang})`, async ({ page }) => {
    test.setTimeout(240_000);
    const t = TEXT[lang];
    const email = uniqueEmail(`love-${lang}`);

    await page.goto(hostUrl(lang, "/love-mobile/registration"));
    await expect(page.getByRole("heading", { name: t.registration })).toBeVisible();
    await page.locator("#email").fill(email);
    await page.locator("#password").fill("Love-Secret-2026");
    await page.locator("#repeatPassword").fill("Love-Secret-2026");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page).toHaveURL(/\/love-mobile\/p2p$/);

    // The verification mail leads into love-mobile, never the company dashboard.
    const link = await linkFromOutbox(page, hostUrl(lang, ""), email);
    expect(link).toContain(`${lang}.localhost`);
    expect(new URL(link).pathname).toBe("/love-mobile/verify");
    await page.goto(link);
    await expect(page).toHaveURL(/\/love-mobile\/p2p$/);

    // The first person through the love questionnaire's pages; the second through the same
    // API call those pages make (the questionnaire's pages are covered once per language).
    await createLoveProfile(page, lang, t.people[0]);
    await createLoveProfileByApi(page, t.people[1]);

    // An invitation of a love owner opens the love questionnaire under the love brand.
    await page.goto(hostUrl(lang, "/love-mobile/profiles"));
    await page.getByRole("button", { name: t.newProfile }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(t.firstName, { exact: true }).fill(lang === "ru" ? "Вера" : "Vera");
    await dialog.getByLabel(t.lastName, { exact: true }).fill(lang === "ru" ? "Лис" : "Fox");
    await dialog.getByLabel(new RegExp(`^${t.email}`)).fill(uniqueEmail(`love-invitee-${lang}`));
    await dialog.getByRole("button", { name: t.invite }).click();
    const invitation = await dialog.getByTestId("copy-field").inputValue();
    expect(new URL(invitation).pathname).toBe("/love-mobile/invitation");
    const invitee = await page.context().browser()!.newContext({ locale: lang === "ru" ? "ru-RU" : "en-US" });
    const inviteePage = await invitee.newPage();
    await inviteePage.goto(invitation);
    await expect(inviteePage.getByRole("heading", { name: t.loveQuestionnaire })).toBeVisible();
    await expect(inviteePage.getByRole("banner")).toContainText(t.brand);
    await expectStep(inviteePage, lang, 1, 2);
    await invitee.close();

    await runLoveCheck(page, lang, 1);
    await saveScreen(page, `love-mobile-check-${lang}`, { fullPage: true });
    await runLoveCheck(page, lang, 2);

    const footer = page.getByRole("navigation", { name: "footer" });
    await footer.getByRole("link", { name: t.settings }).click();
    await expect(page.getByRole("heading", { name: t.settings })).toBeVisible();
    await expect(page.getByText(t.verified, { exact: true })).toBeVisible();
    await page.getByRole("button", { name: t.deleteAccount }).click();
    const confirm = page.getByRole("dialog");
    const submit = confirm.getByRole("button", { name: t.deleteSubmit });
    await expect(submit).toBeDisabled();
    await confirm.getByRole("textbox").fill(t.word);
    await submit.click();
    const deleted = page.getByRole("dialog", { name: t.deleted });
    await expect(deleted).toBeVisible();
    await expect(deleted).toContainText(t.deletedText);
  });
}
