import { expect, test } from "../support/test";
import { hostUrl } from "../support/helpers";
import { completeStep, expectStep, FORM_TEXT } from "../support/questionnaire";
import { saveScreen } from "../support/screens";

/**
 * Issue 17, point 7: the profile questionnaire derives the age from the birth date and
 * refuses a biography that does not fit it; the field is marked with a translated
 * message naming the limit, and "still working" is its own question.
 */

const TEXT = {
  en: {
    firstName: "First name",
    birthDate: "Date of birth",
    howOld: "How old are you?",
    military: "Have you done military service?",
    workYears: "How many years of work experience do you have in total?",
    stillWorking: "Are you working now?",
    start: "The year you started working",
    end: "The year you stopped working",
    no: "No",
    yes: "Yes",
    tooEarly: "In that year you were not yet 14: choose 2005 or later",
    tooLong: "That is more than your date of birth allows: at most 21 years here",
    age: "Age (from your date of birth)",
    exact: (label: string) => `${label}: exact value`,
  },
  ru: {
    firstName: "Имя",
    birthDate: "Дата рождения",
    howOld: "Сколько вам полных лет?",
    military: "Проходили ли вы военную службу?",
    workYears: "Сколько лет у вас общего трудового стажа?",
    stillWorking: "Вы работаете сейчас?",
    start: "Год, когда вы начали работать",
    end: "Год, когда вы закончили работать",
    no: "Нет",
    yes: "Да",
    tooEarly: "В том году вам ещё не было 14 лет: выберите 2005 год или позже",
    tooLong: "Это больше, чем позволяет дата рождения: здесь не больше 21 года",
    age: "Возраст (по дате рождения)",
    exact: (label: string) => `${label}: точное значение`,
  },
} as const;

for (const lang of ["en", "ru"] as const) {
  test(`a career year and work years that do not fit the birth date are marked with a translated message (${lang})`, async ({ page }) => {
    test.setTimeout(150_000);
    const t = TEXT[lang];
    const f = FORM_TEXT[lang];
    await page.goto(hostUrl(lang, "/profile-questionnaire"));
    await expectStep(page, lang, 1, 4);

    // The age is not asked: it comes from the birth date.
    await expect(page.getByText(t.howOld)).toHaveCount(0);
    await page.getByLabel(t.firstName, { exact: true }).fill(lang === "ru" ? "Вера" : "Vera");
    await page.getByLabel(t.birthDate, { exact: true }).fill("1991-06-10");
    await completeStep(page, lang);
    await expectStep(page, lang, 2, 4);
    await completeStep(page, lang);
    await expectStep(page, lang, 3, 4);

    await page.getByRole("group", { name: t.military }).getByLabel(t.no, { exact: true }).check();
    await page.getByRole("spinbutton", { name: t.exact(t.workYears) }).fill("22");
    // "Still working" is its own question; the end year is asked only after "No".
    await expect(page.getByText(t.end)).toHaveCount(0);
    await page.getByRole("group", { name: t.stillWorking }).getByLabel(t.yes, { exact: true }).check();
    await expect(page.getByText(t.end)).toHaveCount(0);
    const start = page.getByRole("slider", { name: t.start });
    await page.getByRole("spinbutton", { name: t.exact(t.start) }).fill("1983");
    await page.getByRole("button", { name: f.next, exact: true }).click();

    // Born in 1991: a career from 1983 and 22 years of work are refused, each beside its field.
    await expect(start).toHaveAttribute("aria-invalid", "true");
    await expect(start).toHaveAccessibleDescription(t.tooEarly);
    const workYears = page.getByRole("slider", { name: t.workYears });
    await expect(workYears).toHaveAttribute("aria-invalid", "true");
    await expect(workYears).toHaveAccessibleDescription(t.tooLong);
    await expectStep(page, lang, 3, 4);
    await saveScreen(page, `questionnaire-plausibility-${lang}`);

    await page.getByRole("spinbutton", { name: t.exact(t.start) }).fill("2009");
    await page.getByRole("spinbutton", { name: t.exact(t.workYears) }).fill("15");
    await expect(start).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(t.tooEarly)).toHaveCount(0);
    await completeStep(page, lang);
    await expectStep(page, lang, 4, 4);
    await completeStep(page, lang, f.toPreview);

    // The preview shows the age the birth date gives, and the server accepts the whole.
    await expect(page.getByRole("heading", { name: f.preview })).toBeVisible();
    await expect(page.getByText(t.age)).toBeVisible();
    await page.getByRole("button", { name: f.send, exact: true }).click();
    await expect(page.getByTestId("questionnaire-sent")).toContainText(f.thanks);
  });
}
