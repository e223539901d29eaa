import { hostUrl, uniqueEmail } from "../support/helpers";
import { expect, test } from "../support/test";
import { pdfText } from "@/tests/support/pdf-text";

// The public site a newcomer meets (issue 17, point 9), in both languages: the landing shows the
// product computed from demo data, the prices come from the plan table in the reader's
// currency, and the FAQ, guide (page and PDF), enterprise form, privacy policy and terms work.

const TEXT = {
  ru: {
    pair: "Анна и Борис: ближайшие 12 месяцев",
    chart: /Вероятная совместимость: Анна и Борис по месяцам/,
    manager: "Вера",
    members: ["Анна", "Борис", "Глеб", "Дарья"],
    cohesion: "Сплочённость",
    prices: "Цены",
    // Roubles with a decimal comma and the sign after (Intl puts no-break spaces in).
    teamsMonthly: /2\s490,00\s₽/,
    otherCurrency: "$",
    faq: "Вопросы и ответы",
    bands: /4\s000 смоделированных пар/,
    enterprise: "Для компаний",
    name: "Имя",
    company: "Название компании",
    email: "Электронная почта",
    submit: "Отправить заявку",
    sent: "Спасибо! Мы получили заявку",
    required: "Обязательное поле",
    guide: "Руководство пользователя",
    guideLink: "Руководство",
    guidePdf: "Скачать руководство (PDF)",
    guideSection: "3. Проверьте пару",
    privacy: "Политика конфиденциальности",
    privacySection: "Как долго",
    terms: "Условия использования",
    termsSection: "Тарифы и оплата",
  },
  en: {
    pair: "Anna and Boris: the next 12 months",
    chart: /Likely compatibility of Anna and Boris month by month/,
    manager: "Vera",
    members: ["Anna", "Boris", "Gleb", "Daria"],
    cohesion: "Cohesion",
    prices: "Prices",
    teamsMonthly: /\$29\.00/,
    otherCurrency: "₽",
    faq: "Frequently asked questions",
    bands: /4,000 simulated pairs/,
    enterprise: "For companies",
    name: "Name",
    company: "Company name",
    email: "E-mail",
    submit: "Send the request",
    sent: "Thank you! We have received your request",
    required: "Mandatory field",
    guide: "User guide",
    guideLink: "User guide",
    guidePdf: "Download the guide (PDF)",
    guideSection: "3. Check a pair",
    privacy: "Privacy policy",
    privacySection: "How long",
    terms: "Terms of use",
    termsSection: "Plans and payment",
  },
} as const;

for (const lang of ["ru", "en"] as const) {
  const text = TEXT[lang];

  test(`the landing shows a real pair forecast and a team check (${lang})`, async ({ page }) => {
    await page.goto(hostUrl(lang, "/"));
    await expect(page.getByRole("heading", { name: text.pair })).toBeVisible();
    // A phone gets a narrower drawing of the same chart; the one on screen is checked.
    const chart = page.getByTestId("showcase-pair-chart").filter({ visible: true });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAttribute("aria-label", text.chart);
    // Twelve months on the curve, each a point drawn from the engine's forecast.
    await expect(chart.locator("circle")).toHaveCount(12);
    const team = page.getByTestId("showcase-team");
    await expect(team.getByText(text.manager, { exact: true })).toBeVisible();
    for (const member of text.members) await expect(team.getByText(member, { exact: true })).toBeVisible();
    await expect(team.getByText(text.cohesion)).toBeVisible();
  });

  test(`pricing lists the company plans in the reader's currency (${lang})`, async ({ page }) => {
    await page.goto(hostUrl(lang, "/"));
    await page.getByRole("contentinfo").getByRole("link", { name: text.prices, exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("heading", { level: 1, name: text.prices })).toBeVisible();
    const teams = page.getByTestId("pricing-teams");
    await expect(teams).toContainText(text.teamsMonthly);
    for (const tier of ["simulator", "simulatorPro", "unlimited", "bonus"]) await expect(page.getByTestId(`pricing-${tier}`)).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText(text.otherCurrency);
  });

  test(`the FAQ is read from its content file, with the bands answer at its anchor (${lang})`, async ({ page }) => {
    await page.goto(hostUrl(lang, "/faq#bands"));
    await expect(page.getByRole("heading", { level: 1, name: text.faq })).toBeVisible();
    await expect(page.locator("#bands")).toContainText(text.bands);
    expect(await page.locator("dt").count()).toBeGreaterThanOrEqual(7);
  });

  test(`the enterprise form checks its fields, then sends the request (${lang})`, async ({ page }) => {
    await page.goto(hostUrl(lang, "/enterprise"));
    await expect(page.getByRole("heading", { level: 1, name: text.enterprise })).toBeVisible();
    await page.getByRole("button", { name: text.submit }).click();
    await expect(page.getByText(text.required).first()).toBeVisible();
    const email = uniqueEmail(`enterprise-${lang}`);
    await page.getByLabel(text.name, { exact: true }).fill(lang === "ru" ? "Вера Кузнецова" : "Vera Kuznetsova");
    await page.getByLabel(text.company, { exact: true }).fill("Acme");
    await page.getByLabel(text.email, { exact: true }).fill(email);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: text.submit }).click();
    await expect(page.getByText(text.sent)).toBeVisible();
    // The request reached the mail outbox: support is told, the sender gets an answer.
    await page.goto(hostUrl(lang, "/dev/outbox"));
    await expect(page.getByTestId("outbox-to").getByText(email, { exact: true })).toBeVisible();
  });

  test(`the user guide is a page and a PDF (${lang})`, async ({ page }) => {
    await page.goto(hostUrl(lang, "/"));
    await page.getByRole("contentinfo").getByRole("link", { name: text.guideLink, exact: true }).click();
    await expect(page).toHaveURL(/\/guide$/);
    await expect(page.getByRole("heading", { level: 1, name: text.guide })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: text.guideSection })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: text.guidePdf }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await page.request.get("/guide/pdf", { headers: { host: `${lang}.localhost` } });
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const { text: printed } = await pdfText(new Uint8Array(await pdf.body()));
    expect(printed.replace(/\s+/g, " ")).toContain(text.guide);
    expect(printed.replace(/\s+/g, " ")).toContain(text.guideSection);
  });

  test(`the privacy policy and the terms have their sections (${lang})`, async ({ page }) => {
    await page.goto(hostUrl(lang, "/"));
    await page.getByRole("contentinfo").getByRole("link", { name: text.privacy }).click();
    await expect(page.getByRole("heading", { level: 1, name: text.privacy })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: text.privacySection })).toBeVisible();
    await page.goto(hostUrl(lang, "/terms"));
    await expect(page.getByRole("heading", { level: 1, name: text.terms })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: text.termsSection })).toBeVisible();
  });
}
