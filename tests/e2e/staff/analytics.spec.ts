import type { Page } from "@playwright/test";
import { visitorAddress } from "../support/addresses";
import { DEMO, hostUrl, submitLogin } from "../support/helpers";
import { expect, test } from "../support/test";

/**
 * Issue 17, point 12: visits to public pages are counted first-party and show up in the
 * administrator's analytics, per day and per page, with tokens in paths replaced by
 * placeholders; a headless browser is left out of the visits and counted apart; an owner
 * opening the plans is the payment funnel's first step.
 */
const TEXT = {
  ru: { signIn: "Войти", menu: "Аналитика", table: "Показать таблицей", funnel: "Воронка оплаты", plansOpened: "Открыли тарифы или предложение открыть результат", plans: /^(Выбрать|Сменить) тариф$/, plansDialog: "Тарифы", ninety: "Последние 90 дней", thirty: "Последние 30 дней" },
  en: { signIn: "Sign in", menu: "Analytics", table: "Show as a table", funnel: "Payment funnel", plansOpened: "Opened the plans or the unlock offer", plans: /^(Choose a plan|Change plan)$/, plansDialog: "Plans", ninety: "Last 90 days", thirty: "Last 30 days" },
} as const;

const HEADLESS = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36";
// The e2e server trusts one proxy hop (TRUST_PROXY=1): each context comes from an address of
// its own, so the other journeys' views, all from the loopback, never use up this one's limit.
const fromAddress = (n: number) => ({ "x-forwarded-for": visitorAddress(n) });
/** Runs an action and waits until the page-view beacon it causes has been answered. */
async function counted(page: Page, action: () => Promise<unknown>, kind: "page" | "plans" = "page") {
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/v1/app/analytics/page-view") && (r.request().postData() ?? "").includes('"kind":"plans"') === (kind === "plans"));
  await action();
  expect((await answered).status()).toBe(200);
}
const digits = (text: string | null) => Number((text ?? "").replace(/\D/g, "") || "0");

async function readCounts(page: Page, lang: "ru" | "en") {
  const today = new Date().toISOString().slice(0, 10);
  const details = page.locator("details", { hasText: TEXT[lang].table });
  if (!(await details.getAttribute("open"))) await details.locator("summary").click();
  const day = page.getByTestId("analytics-days").locator(`tr[data-date="${today}"]`);
  await expect(day).toBeVisible();
  const privacy = page.getByTestId("analytics-top-pages").locator('tr[data-path="/privacy"]').getByTestId("page-views");
  return {
    today: digits(await day.getByTestId("day-page-views").textContent()),
    privacy: (await privacy.count()) ? digits(await privacy.textContent()) : 0,
    automated: Number(await page.getByTestId("analytics-automated").getAttribute("data-count")),
    plansOpened: digits(await page.getByTestId("analytics-funnel").locator('[data-step="plans_opened"]').getByTestId("funnel-count").textContent()),
  };
}

for (const lang of ["ru", "en"] as const) {
  test(`public visits show up in the administrator's analytics, tokens as placeholders, bots apart (${lang})`, async ({ browser, page }) => {
    test.setTimeout(120_000);
    const text = TEXT[lang];
    await page.goto(hostUrl(lang, "/administrator/login"));
    await submitLogin(page, DEMO.administrator, /\/administrator\/profiles$/, text.signIn);
    await page.getByRole("link", { name: text.menu }).click();
    await expect(page).toHaveURL(/\/administrator\/analytics$/);
    await expect(page.getByRole("heading", { level: 1, name: text.menu })).toBeVisible();
    await expect(page.getByRole("img", { name: lang === "ru" ? "График просмотров страниц и посетителей по дням" : "Chart of page views and visitors per day" })).toBeVisible();
    await expect(page.getByRole("radio", { name: text.thirty })).toHaveAttribute("aria-checked", "true");
    const before = await readCounts(page, lang);

    // A visitor (an ordinary browser) reads public pages, one of them a shared result's secret link.
    const secret = `E2eSecretToken${Date.now()}`;
    const visitor = await browser.newContext({ extraHTTPHeaders: fromAddress(1) });
    const visitorPage = await visitor.newPage();
    for (let i = 0; i < 3; i++) await counted(visitorPage, () => visitorPage.goto(hostUrl(lang, "/privacy")));
    for (let i = 0; i < 3; i++) await counted(visitorPage, () => visitorPage.goto(hostUrl(lang, `/result/${secret}${i}`)));
    await visitor.close();

    // A headless browser's visit is recorded as automated, not as a visit.
    const robot = await browser.newContext({ userAgent: HEADLESS, extraHTTPHeaders: fromAddress(2) });
    const robotPage = await robot.newPage();
    await counted(robotPage, () => robotPage.goto(hostUrl(lang, "/faq")));
    await robot.close();

    // The demo owner opens the plans: the funnel's first step.
    const owner = await browser.newContext({ extraHTTPHeaders: fromAddress(3) });
    const ownerPage = await owner.newPage();
    await ownerPage.goto(hostUrl(lang, "/owner/login"));
    await submitLogin(ownerPage, DEMO.owner, /\/owner\/dashboard$/, text.signIn);
    await ownerPage.goto(hostUrl(lang, "/owner/subscription"));
    await counted(ownerPage, () => ownerPage.getByRole("button", { name: text.plans }).click(), "plans");
    await expect(ownerPage.getByRole("dialog", { name: text.plansDialog })).toBeVisible();
    await owner.close();

    await expect(async () => {
      await page.reload();
      const after = await readCounts(page, lang);
      expect(after.today).toBeGreaterThanOrEqual(before.today + 6);
      expect(after.privacy).toBeGreaterThanOrEqual(before.privacy + 3);
      expect(after.automated).toBeGreaterThanOrEqual(before.automated + 1);
      expect(after.plansOpened).toBeGreaterThanOrEqual(before.plansOpened + 1);
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId("analytics-top-pages").locator('tr[data-path="/result/[token]"]')).toBeVisible();
    await expect(page.locator("body")).not.toContainText(secret);
    await expect(page.getByRole("heading", { name: text.funnel })).toBeVisible();
    await expect(page.getByTestId("analytics-funnel").getByText(text.plansOpened)).toBeVisible();

    // The longer period: 90 days in the table.
    await page.getByRole("radio", { name: text.ninety }).click();
    await expect(page.getByRole("radio", { name: text.ninety })).toHaveAttribute("aria-checked", "true");
    await expect(page.getByTestId("analytics-days").locator("tbody tr")).toHaveCount(90);
  });
}
