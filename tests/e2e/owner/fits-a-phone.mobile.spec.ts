import { expect, test } from "../support/test";
import { DEMO, hostUrl, submitLogin } from "../support/helpers";
import { expectNoSidewaysScroll } from "../support/layout";
import { saveScreen } from "../support/screens";

/**
 * Issue 17 points 5 and 6 at a 390 px phone: the team comparison (verdict, bars with values, a term
 * explained on tap) and the owner-mobile pages fit the screen without sideways scrolling, in both
 * languages, and the owner-mobile header shows that its tabs scroll. The administrator's pages:
 * tests/e2e/staff/admin-profiles-fit.mobile.spec.ts.
 */
test.use({ viewport: { width: 390, height: 844 } });

const TEXT = {
  en: { signIn: "Sign in", comparison: "Team comparison", pairCheck: "Pair check", term: "Statistical power", termText: "pulled toward the middle", leads: /is likely stronger on|about the same/ },
  ru: { signIn: "Войти", comparison: "Сравнение команд", pairCheck: "Проверка пары", term: "Статистическая сила", termText: "сдвинутая к середине шкалы", leads: /вероятно, выше|примерно одинаков/i },
} as const;

for (const lang of ["en", "ru"] as const) {
  const text = TEXT[lang];

  test(`the team comparison and the owner-mobile pages fit a 390 px phone (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(hostUrl(lang, "/owner/login"));
    await submitLogin(page, DEMO.owner, /\/owner\/dashboard$/, text.signIn);
    await page.getByTestId("action-history").getByRole("link").filter({ hasText: text.comparison }).filter({ hasText: "Platform team · Growth team" }).first().click();
    await expect(page).toHaveURL(/\/owner\/dashboard\/compare-teams\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId("compare-verdict")).toContainText(text.leads);
    const chart = page.getByTestId("compare-chart");
    await expect(chart.getByTestId("chart-row-cohesion").getByTestId("chart-value")).toHaveCount(2);
    await expect(chart.getByTestId("chart-row-cohesion").getByTestId("chart-value").first()).toHaveText(/^\d+(\u00a0?%)?$/);
    await expectNoSidewaysScroll(page);
    await saveScreen(page, `compare-390-${lang}`, { fullPage: true });

    // A term explains itself on a tap, inside the screen.
    await page.getByTestId("compare-table").getByRole("button", { name: text.term }).first().tap();
    const hint = page.getByTestId("term-hint");
    await expect(hint).toContainText(text.termText);
    const box = (await hint.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await saveScreen(page, `compare-term-390-${lang}`);

    // On a desktop the chart's indicators sit in two columns; nothing overflows either.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.keyboard.press("Escape");
    await expect(hint).toBeHidden();
    await expectNoSidewaysScroll(page);
    await saveScreen(page, `compare-1366-${lang}`, { fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });

    // The pair check's chart legend shows the marked month's values before any hover, not dashes.
    await page.goto(hostUrl(lang, "/owner/dashboard"));
    await page.getByTestId("action-history").getByRole("link").filter({ hasText: text.pairCheck }).filter({ hasText: "Anna Smirnova · Gleb Orlov" }).first().click();
    await expect(page).toHaveURL(/\/owner\/dashboard\/p2p\/[0-9a-f-]{36}$/);
    const chartBox = page.getByTestId("pair-result").getByTestId("line-chart");
    await chartBox.scrollIntoViewIfNeeded();
    await expect(chartBox.locator("canvas")).toBeVisible({ timeout: 30_000 });
    await expect(chartBox.locator(".u-legend .u-series").nth(1).locator(".u-value")).toHaveText(/\d/);
    await expectNoSidewaysScroll(page);

    for (const path of ["/owner-mobile/p2p", "/owner-mobile/team", "/owner-mobile/profiles", "/owner-mobile/settings"]) {
      await page.goto(hostUrl(lang, path));
      await expect(page.getByRole("navigation", { name: "header" })).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
    await saveScreen(page, `owner-mobile-settings-390-${lang}`);

    // The header's tabs are wider than the phone: a faded edge with an arrow says there is more, until the end is reached.
    const tabs = page.getByTestId("header-tabs");
    const nav = page.getByRole("navigation", { name: "header" });
    expect(await nav.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expect(tabs).toHaveAttribute("data-more-after", "true");
    await expect(tabs).not.toHaveAttribute("data-more-before", "true");
    await nav.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(tabs).toHaveAttribute("data-more-before", "true");
    await expect(tabs).not.toHaveAttribute("data-more-after", "true");
  });
}
