import { DEMO, hostUrl, pickProfile, submitLogin } from "../support/helpers";
import { expect, test } from "../support/test";
import { saveScreen } from "../support/screens";

/** Issue 5: the same pair check at a phone viewport on the owner-mobile route (ru). */
test("owner-mobile pair check at a phone width draws the 12-month chart (ru)", async ({ page }) => {
  await page.goto(hostUrl("ru", "/owner-mobile/login"));
  await submitLogin(page, DEMO.owner, /\/owner-mobile\/p2p$/, "Войти");
  for (const [index, name] of ["Anna Smirnova", "Gleb Orlov"].entries()) {
    await pickProfile(page, page.getByTestId(`pair-slot-${index}`), name, "ru");
  }
  await page.getByTestId("pair-run").click();
  const result = page.getByTestId("pair-result");
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/owner-mobile\/p2p\/[0-9a-f-]{36}$/);
  await expect(result.getByTestId("line-chart").locator("canvas")).toBeVisible();
  await expect(page.getByRole("group", { name: "Выберите месяц" }).getByRole("button")).toHaveCount(12);
  // The average is read in words against reference pairs (issue 16), and what counts as high is said once.
  await expect(result.getByTestId("norm-sentence").first()).toHaveText(/^(Низкий|Обычный|Высокий) для пары специалистов: (выше, чем у \d+\s%\sпар|ниже, чем почти у всех пар)$/);
  await expect(result.getByTestId("norms-explainer")).toHaveCount(1);
  await expect(result.getByTestId("earlier-model-note")).toHaveCount(0);
  // The chart fits the phone's width: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await saveScreen(page, "owner-mobile-pair-ru", { fullPage: true });

  // Reloading the check's address shows the same result.
  const average = await page.getByTestId("pair-average").innerText();
  await page.reload();
  await expect(page.getByTestId("pair-average")).toHaveText(average);
});
