import type { Page } from "@playwright/test";
import { DEMO, hostUrl, submitLogin } from "../support/helpers";
import { problemsIn } from "../support/sentences";
import { expect, test } from "../support/test";

// Issue 17, points 3 and 4: the demo company's saved pair check and team read as sentences a
// newcomer understands, in both languages: no empty numbers, no raw placeholders, a capital
// first, the level word beside the number it describes, and numbers written the reader's way.

function historyLink(page: Page, type: string, title: string, without?: string) {
  const links = page.getByTestId("action-history").getByRole("link").filter({ hasText: type }).filter({ hasText: title });
  return (without ? links.filter({ hasNotText: without }) : links).first();
}

for (const lang of ["ru", "en"] as const) {
  const words = lang === "ru" ? { signIn: "Войти", pair: "Проверка пары", team: "Команда" } : { signIn: "Sign in", pair: "Pair check", team: "Team" };

  test(`the demo pair check and team explain themselves in whole sentences (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(hostUrl(lang, "/owner/login"));
    await submitLogin(page, DEMO.owner, /\/owner\/dashboard$/, words.signIn);

    await historyLink(page, words.pair, "Anna Smirnova · Gleb Orlov").click();
    const pair = page.getByTestId("pair-result");
    await expect(pair.getByTestId("contributors").first().locator("li").first()).toBeVisible({ timeout: 30_000 });
    const pairSentences = await problemsIn(pair, lang);
    expect(pairSentences.count).toBeGreaterThan(2);
    expect(pairSentences.problems).toEqual([]);
    await expect(pair.getByTestId("contributors").first()).toContainText(lang === "ru" ? /из (5|100)/ : /of (5|100)/);
    if (lang === "ru") await expect(pair).not.toContainText(/\d\.\d/);

    await page.goto(hostUrl(lang, "/owner/dashboard"));
    await historyLink(page, words.team, "Platform team", "Growth team").click();
    await expect(page).toHaveURL(/\/owner\/team\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId("indicator-cohesion")).toBeVisible({ timeout: 30_000 });
    const teamSentences = await problemsIn(page.locator("main"), lang);
    expect(teamSentences.count).toBeGreaterThan(2);
    expect(teamSentences.problems).toEqual([]);
    // The indicators and the members' values carry decimals on a 0.1 grid: written the reader's way.
    const values = [...(await page.locator("[data-testid^='indicator-']").allInnerTexts()), ...(await page.getByTestId("actor-card").allInnerTexts())].join("\n");
    expect(values).not.toMatch(lang === "ru" ? /\d\.\d/ : /\d,\d/);
  });
}
