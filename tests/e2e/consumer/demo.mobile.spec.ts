import { hostUrl, linkFromOutbox, submitLogin } from "../support/helpers";
import { expect, test } from "../support/test";

// A newcomer's first look at the consumer demo: both demo accounts open on a finished,
// unlocked couple result with what drives each score, advice and the (standard) report.

test("the demo love owner lands on the unlocked love check with advice and the standard report (ru)", async ({ page }) => {
  await page.goto(hostUrl("ru", "/love-mobile/login"));
  await submitLogin(page, { email: "love@demo.test", password: "Love-Demo-2026" }, /\/love-mobile\/p2p\/[0-9a-f-]{36}$/, "Войти");
  const result = page.getByTestId("love-result");
  await expect(result.getByTestId("advice-marital")).toBeVisible();
  await expect(result.getByTestId("contributors").first()).toBeVisible();
  await expect(result.getByTestId("locked")).toHaveCount(0);
  await expect(result.getByTestId("report-standard")).toHaveText("Стандартный отчёт");
  await expect(result.getByTestId("report-text")).toContainText("Kate");
});

test("the demo flame user signs in by link and opens the finished result from the history (en)", async ({ page }) => {
  await page.goto(hostUrl("en", "/main/magic-link"));
  await page.locator("#link-email").fill("flame@demo.test");
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByText("If an account exists for this address")).toBeVisible();
  await page.goto(await linkFromOutbox(page, hostUrl("en", ""), "flame@demo.test"));
  await expect(page).toHaveURL(/\/main$/);
  await page.getByTestId("history-item").first().click();
  await expect(page.getByTestId("result-basis")).toHaveText("Based on both people’s own answers.");
  await expect(page.getByTestId("advice-love")).toBeVisible();
  await expect(page.getByTestId("report-standard")).toHaveText("Standard report");
  await expect(page.getByTestId("report-text")).toContainText("Anna");
});
