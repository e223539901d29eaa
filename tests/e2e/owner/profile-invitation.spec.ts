import { apiReads } from "../support/api-reads";
import { expect, test } from "../support/test";
import { DEMO, hostUrl, submitLogin, uniqueEmail } from "../support/helpers";
import { completeStep, expectStep, FORM_TEXT } from "../support/questionnaire";
import { saveScreen } from "../support/screens";

const TEXT = {
  en: {
    signIn: "Sign in", newProfile: "New profile", invite: "Send an invitation", firstName: "First name", lastName: "Last name", email: "E-mail",
    university: "Do you have a university education?", degree: "Yes, I have a university degree", field: "Your field of study at university",
    filled: "Filled", personality: "Personality (Big Five)", status: "Status",
  },
  ru: {
    signIn: "Войти", newProfile: "Новый профиль", invite: "Отправить приглашение", firstName: "Имя", lastName: "Фамилия", email: "Электронная почта",
    university: "Есть ли у вас высшее образование?", degree: "Да, есть диплом вуза", field: "Направление обучения в вузе",
    filled: "Заполнен", personality: "Личность (Большая пятёрка)", status: "Статус",
  },
} as const;

for (const lang of ["ru", "en"] as const) {
  test(`invitation -> the invitee fills, resumes in another browser, sends; the owner sees the completed profile (${lang})`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    const t = TEXT[lang];
    const f = FORM_TEXT[lang];
    const lastName = lang === "ru" ? "Кузнецова" : "Walker";
    await page.goto(hostUrl(lang, "/owner/login"));
    await submitLogin(page, DEMO.owner, /\/owner\/dashboard$/, t.signIn);

    await page.goto(hostUrl(lang, "/owner/profiles"));
    await page.getByRole("button", { name: t.newProfile }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(t.firstName, { exact: true }).fill(lang === "ru" ? "Ольга" : "Olivia");
    await dialog.getByLabel(t.lastName, { exact: true }).fill(lastName);
    await dialog.getByLabel(new RegExp(`^${t.email}`)).fill(uniqueEmail(`invitee-${lang}`));
    await dialog.getByRole("button", { name: t.invite }).click();
    const invitation = await dialog.getByTestId("copy-field").inputValue();
    expect(invitation).toContain("/profile-questionnaire?invite=");

    // The invitee, in a browser of their own.
    const first = await browser.newContext({ locale: lang === "ru" ? "ru-RU" : "en-US" });
    const invitee = await first.newPage();
    // Issue 14, point 5: the page comes with the invitation's profile; nothing reads it after hydration.
    const reads = apiReads(invitee, "/api/v1/app/profile/");
    const opened = await invitee.goto(invitation);
    // Finding 7 (checklist 5): the invitation's permalink must not leak through the Referer.
    expect(opened!.headers()["referrer-policy"]).toBe("no-referrer");
    await expectStep(invitee, lang, 1, 4);
    await completeStep(invitee, lang);
    await expectStep(invitee, lang, 2, 4);

    // A conditional question appears right after the answer that enables it.
    await expect(invitee.getByText(t.field)).toHaveCount(0);
    await invitee.getByRole("group", { name: t.university }).getByLabel(t.degree).check();
    await expect(invitee.getByText(t.field).first()).toBeVisible();
    await completeStep(invitee, lang);
    await expectStep(invitee, lang, 3, 4);
    expect(reads).toEqual([]);
    await first.close();

    // Back later in a fresh browser: the questionnaire resumes where it stopped.
    const second = await browser.newContext({ locale: lang === "ru" ? "ru-RU" : "en-US" });
    const resumed = await second.newPage();
    await resumed.goto(invitation);
    await expectStep(resumed, lang, 3, 4);
    await completeStep(resumed, lang);
    await completeStep(resumed, lang, f.toPreview);
    await expect(resumed.getByRole("heading", { name: f.preview })).toBeVisible();
    await saveScreen(resumed, `questionnaire-preview-${lang}`);
    await resumed.getByRole("button", { name: f.send, exact: true }).click();
    await expect(resumed.getByTestId("questionnaire-sent")).toContainText(f.thanks);

    // The link works once.
    await resumed.goto(invitation);
    await expect(resumed.getByRole("status").or(resumed.getByRole("alert")).first()).toBeVisible();
    await second.close();

    await page.goto(hostUrl(lang, "/owner/profiles"));
    const row = page.getByTestId("profile-list").getByRole("listitem").filter({ hasText: lastName });
    await expect(row).toContainText(t.filled);
    await row.getByRole("link").click();
    await expect(page.getByRole("heading", { name: t.personality })).toBeVisible();
    await expect(page.getByTestId("big-five").getByRole("meter")).toHaveCount(5);
    await expect(page.locator('img[src^="/avatars/"]').first()).toBeVisible();
    await saveScreen(page, `profile-completed-${lang}`, { fullPage: true });
  });
}
