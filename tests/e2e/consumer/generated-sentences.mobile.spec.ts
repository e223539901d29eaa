import { hostUrl, submitLogin } from "../support/helpers";
import { problemsIn } from "../support/sentences";
import { expect, test } from "../support/test";

// Issue 17, point 3: the demo couple's unlocked love check explains each score in whole Russian
// sentences (names never declined, no empty numbers) and its advice names the partner it concerns.

test("the demo love check's reasons and advice read as whole sentences (ru)", async ({ page }) => {
  await page.goto(hostUrl("ru", "/love-mobile/login"));
  await submitLogin(page, { email: "love@demo.test", password: "Love-Demo-2026" }, /\/love-mobile\/p2p\/[0-9a-f-]{36}$/, "Войти");
  const result = page.getByTestId("love-result");
  await expect(result.getByTestId("contributors").first().locator("li").first()).toBeVisible();
  const sentences = await problemsIn(result, "ru");
  expect(sentences.count).toBeGreaterThan(4);
  expect(sentences.problems).toEqual([]);
  await expect(result.getByTestId("contributors").first()).toContainText(/из 5|сходство|Ответ об отношениях/);
});
