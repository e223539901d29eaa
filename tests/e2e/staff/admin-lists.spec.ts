import { DEMO, hostUrl, submitLogin } from "../support/helpers";
import { expect, test } from "../support/test";

/**
 * The administrator's company list (ru): search and the status filter narrow it, a row
 * can be selected for bulk deletion and the selection cleared; a filter that hides the
 * selected row drops it from the selection. Consumers are a filter of their own.
 */
test("the administrator searches, filters and selects companies (ru)", async ({ page }) => {
  await page.goto(hostUrl("ru", "/administrator/login"));
  await submitLogin(page, DEMO.administrator, /\/administrator\/profiles$/, "Войти");
  await page.goto(hostUrl("ru", "/administrator/owners"));
  const table = page.getByTestId("owners-table");
  await expect(table).toContainText(DEMO.owner.email);

  await page.getByLabel("Выбрать: owner@demo.test").check();
  await expect(page.getByTestId("owners-selection")).toContainText("Выбран 1");
  await page.getByRole("button", { name: "Снять выбор" }).click();
  await expect(page.getByTestId("owners-selection")).toHaveCount(0);

  await page.getByLabel("Выбрать: owner@demo.test").check();
  await page.getByLabel("Статус").selectOption({ label: "Заблокированы" });
  await expect(table).toContainText("Компании не найдены.");
  await expect(page.getByTestId("owners-selection")).toHaveCount(0);

  await page.getByLabel("Статус").selectOption({ label: "Все" });
  await expect(table).toContainText(DEMO.owner.email);
  await page.getByLabel("Поиск по почте или компании").fill("no-such-company");
  await expect(table).toContainText("Компании не найдены.");
  await page.getByLabel("Поиск по почте или компании").fill("demo");
  await expect(table).toContainText(DEMO.owner.email);

  // Consumers (love accounts) are listed apart from companies.
  await page.getByLabel("Аккаунты").selectOption({ label: "Частные пользователи (Хартлайн)" });
  await expect(table).not.toContainText(DEMO.owner.email);
  await page.getByLabel("Аккаунты").selectOption({ label: "Компании" });
  await expect(table).toContainText(DEMO.owner.email);
});
