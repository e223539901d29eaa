import type { Browser, Page } from "@playwright/test";
import { hostUrl, linkFromOutbox, uniqueEmail } from "../support/helpers";
import { completeStep, FORM_TEXT } from "../support/questionnaire";
import { expect, test } from "../support/test";
import { pdfText } from "@/tests/support/pdf-text";

// The flame journey at phone size, in both languages: onboarding -> instruction ->
// questionnaire (resumable from its link) -> result; the result kept by e-mail and opened
// from the link on another device; a shared link seen by anyone with its preview image;
// the PDF with both names in it.

const TEXT = {
  en: { start: "Start", firstName: "First name", partner: "Partner's first name", seeResult: "See our result", bothOwn: "Based on both people’s own answers.", rated: /answers about themselves and about/, save: "Send me the link", shared: /Compatibility of/, partnerStep: "Your partner answers about themselves", ownAge: "How old are you?" },
  ru: { start: "Начать", firstName: "Имя", partner: "Имя партнёра", seeResult: "Узнать результат", bothOwn: "По ответам обоих партнёров о себе.", rated: /По ответам одного человека/, save: "Прислать ссылку", shared: /Совместимость:/, partnerStep: "Партнёр отвечает о себе", ownAge: "Сколько вам полных лет?" },
} as const;

const NAMES = { en: ["Olivia", "Noah"], ru: ["Ольга", "Никита"] } as const;

async function answerQuestionnaire(page: Page, lang: "ru" | "en"): Promise<string> {
  const t = TEXT[lang];
  await page.getByLabel(t.firstName, { exact: true }).fill(NAMES[lang][0]);
  await page.getByLabel(t.partner, { exact: true }).fill(NAMES[lang][1]);
  await completeStep(page, lang);
  return page.url();
}

async function freshPage(browser: Browser, lang: "ru" | "en"): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: lang === "ru" ? "ru-RU" : "en-US" });
  return context.newPage();
}

for (const lang of ["en", "ru"] as const) {
  test(`flame alone (${lang}): onboarding to result, resumable, kept by e-mail, shared and saved as PDF`, async ({ page, browser }) => {
    test.setTimeout(150_000);
    const t = TEXT[lang];
    await page.goto(hostUrl(lang, "/main"));
    await page.getByRole("link", { name: t.start }).click();
    await expect(page).toHaveURL(/\/main\/questionnaire-instruction$/);
    await page.getByTestId("mode-alone").click();
    await expect(page).toHaveURL(/\/main\/questionnaire\/[A-Za-z0-9_-]{22,}\?mode=alone$/);

    // Step 1 answered, then the link opened on another device resumes at step 2 with the names.
    const link = await answerQuestionnaire(page, lang);
    await expect(page.getByText(FORM_TEXT[lang].stepOf(2, 2))).toBeVisible();
    const other = await freshPage(browser, lang);
    await other.goto(link);
    await expect(other.getByText(FORM_TEXT[lang].stepOf(2, 2))).toBeVisible();
    await other.context().close();

    await completeStep(page, lang, FORM_TEXT[lang].toPreview);
    await page.getByRole("button", { name: t.seeResult }).click();
    await expect(page).toHaveURL(/\/main\/questionnaire-result\/[A-Za-z0-9_-]{43}$/);
    const result = page.getByTestId("couple-result");
    await expect(result.getByTestId("result-names")).toContainText(NAMES[lang][0]);
    await expect(result.getByTestId("result-basis")).toHaveText(t.rated);
    for (const dim of ["love", "sexual", "marital", "friendship"]) await expect(result.getByTestId(`score-${dim}`)).toHaveText(/^\d{1,3}$/);
    await expect(result.getByTestId("band-love")).toBeVisible();
    await expect(result.getByTestId("locked")).toBeVisible();
    await expect(result.getByTestId("trait-compare")).toBeVisible();
    await expect(result.getByTestId("invite-partner")).toBeVisible();
    const resultKey = page.url().split("/").at(-1)!;

    // The PDF has both names in it.
    const pdf = await page.request.get(`/api/v1/owner/compatibility/${resultKey}/pdf`, { headers: { host: `${lang}.localhost` } });
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const text = (await pdfText(new Uint8Array(await pdf.body()))).text;
    expect(text).toContain(NAMES[lang][0]);
    expect(text).toContain(NAMES[lang][1]);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("download-pdf").click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);

    // A share link: anyone sees the summary, and its preview image is a PNG.
    await page.getByTestId("create-share-link").click();
    const shareHref = await page.getByTestId("share-link").first().getAttribute("href");
    expect(shareHref).toMatch(/^\/result\/[A-Za-z0-9_-]{43}$/);
    const stranger = await freshPage(browser, lang);
    await stranger.goto(hostUrl(lang, shareHref!));
    await expect(stranger.getByTestId("shared-result")).toBeVisible();
    await expect(stranger.getByRole("heading", { level: 1 })).toHaveText(t.shared);
    const ogImage = await stranger.locator('meta[property="og:image"]').getAttribute("content");
    expect(ogImage).toContain("/image");
    const image = await stranger.request.get(new URL(ogImage!).pathname);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect((await image.body()).subarray(1, 4).toString()).toBe("PNG");
    // Withdrawn, the link answers 404 through the real server: the page and its image (checklist 21).
    await page.getByTestId("revoke-link").first().click();
    await expect(page.getByTestId("share-link")).toHaveCount(0);
    expect((await stranger.goto(hostUrl(lang, shareHref!)))!.status()).toBe(404);
    expect((await stranger.request.get(new URL(ogImage!).pathname)).status()).toBe(404);
    await stranger.context().close();

    // Kept by e-mail: the link signs in on another device and opens the result from the account.
    const email = uniqueEmail(`flame-${lang}`);
    await page.getByTestId("save-by-email").getByRole("textbox").fill(email);
    await page.getByRole("button", { name: t.save }).click();
    await expect(page.getByTestId("save-by-email").getByText(email)).toBeVisible();
    const device = await freshPage(browser, lang);
    const magic = await linkFromOutbox(device, hostUrl(lang, ""), email);
    await device.goto(magic);
    await expect(device).toHaveURL(/\/main\/questionnaire-result\/[0-9a-f-]{36}$/);
    await expect(device.getByTestId("result-names")).toContainText(NAMES[lang][1]);
    await device.goto(hostUrl(lang, "/main"));
    await expect(device.getByTestId("history-item").first()).toContainText(NAMES[lang][0]);
    await device.context().close();
  });
}

for (const lang of ["en", "ru"] as const) {
  test(`flame together (${lang}): the partner answers for themselves and the result says so`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(hostUrl(lang, "/main/questionnaire-instruction"));
    await page.getByTestId("mode-together").click();
    await answerQuestionnaire(page, lang);
    await expect(page.getByRole("heading", { name: TEXT[lang].partnerStep })).toBeVisible();
    await expect(page.getByText(TEXT[lang].ownAge).first()).toBeVisible();
    await completeStep(page, lang, FORM_TEXT[lang].toPreview);
    await page.getByRole("button", { name: TEXT[lang].seeResult }).click();
    await expect(page.getByTestId("result-basis")).toHaveText(TEXT[lang].bothOwn);
    await expect(page.getByTestId("invite-partner")).toHaveCount(0);

    // The sent draft is used up: going back from the result leads to the start, not to a form under its key.
    await page.goBack();
    await expect(page).toHaveURL(/\/main\/questionnaire-instruction$/);
    await expect(page.getByTestId("mode-together")).toBeVisible();
  });
}
